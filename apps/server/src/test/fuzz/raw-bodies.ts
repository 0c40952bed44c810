import fc from 'fast-check';

/** A whole body sent as it is, whatever the endpoint expects; printed by its label. */
export class RawBody {
  constructor(
    readonly label: string,
    readonly contentType: string | undefined,
    readonly payload: () => string | Buffer,
  ) {}
  [fc.toStringMethod](): string {
    return `raw ${this.label} (${this.contentType ?? 'no content type'})`;
  }
}

const json = 'application/json';
const form = 'application/x-www-form-urlencoded';
const boundary = 'fuzzboundary';
const multipart = `multipart/form-data; boundary=${boundary}`;

function part(name: string, value: string, file?: { filename: string; type: string }): string {
  const disposition = file
    ? `form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}`
    : `form-data; name="${name}"`;
  return `--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n${value}\r\n`;
}

const closing = `--${boundary}--\r\n`;

function raw(label: string, contentType: string | undefined, payload: string | (() => string | Buffer)) {
  return new RawBody(label, contentType, typeof payload === 'string' ? () => payload : payload);
}

const malformedJson = [
  raw('json: unclosed object', json, '{"a":'),
  raw('json: lone brace', json, '{'),
  raw('json: unclosed array', json, '[1,2'),
  raw('json: trailing garbage', json, '{"id":1}garbage'),
  raw('json: single quotes', json, "{'id':1}"),
  raw('json: bare word', json, 'nul'),
  raw('json: a string', json, '"text"'),
  raw('json: a number', json, '1'),
  raw('json: null', json, 'null'),
  raw('json: an array', json, '[1,2,3]'),
  raw('json: a NUL', json, '\u0000'),
  raw('json: empty', json, ''),
  raw('json: prototype pollution', json, '{"__proto__":{"admin":1},"constructor":{"prototype":{"x":1}}}'),
  raw('json: duplicate keys', json, '{"id":1,"id":"x","id":[1]}'),
  raw('json: byte order mark', json, '\ufeff{"id":1}'),
  raw('json: arrays 5000 deep', json, () => `${'['.repeat(5000)}${']'.repeat(5000)}`),
  raw('json: objects 5000 deep', json, () => `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`),
  raw('json: utf-16', 'application/json; charset=utf-16le', () => Buffer.from('{"id":1}', 'utf16le')),
  raw('json: 2 MB string', json, () => `{"name":"${'x'.repeat(2 * 1024 * 1024)}"}`),
];

const malformedForm = [
  raw('form: deep brackets', form, 'a[b][c][d][e][f]=1'),
  raw('form: lone percent', form, '%'),
  raw('form: bad escape', form, '%zz=1&id=%'),
  raw('form: cut utf-8', form, 'name=%E0%A4%A&id=1'),
  raw('form: invalid utf-8', form, 'name=%ff%fe%c0%af'),
  raw('form: empty pairs', form, '&&&=&=='),
  raw('form: 2000 brackets', form, () => `a${'[a]'.repeat(2000)}=1`),
  raw('form: sparse index', form, 'ids[99999]=1&ids[0]=2'),
  raw('form: mixed list', form, 'ids[]=1&ids[x]=2&ids=3'),
  raw('form: prototype', form, '__proto__[admin]=1&constructor[prototype][x]=1&a[__proto__][b]=1'),
  raw('form: 5000 pairs', form, () => 'a=1&'.repeat(5000)),
  raw('form: a NUL', form, 'name=\u0000&id=\u0000'),
  raw('form: empty', form, ''),
];

const malformedMultipart = [
  raw('multipart: not multipart at all', multipart, 'abc'),
  raw('multipart: no boundary', 'multipart/form-data', `${part('a', '1')}${closing}`),
  raw(
    'multipart: unterminated part',
    multipart,
    `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue`,
  ),
  raw(
    'multipart: other boundary',
    multipart,
    '--other\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--other--\r\n',
  ),
  raw(
    'multipart: part without a name',
    multipart,
    `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nv\r\n${closing}`,
  ),
  raw('multipart: no headers', multipart, `--${boundary}\r\n\r\nv\r\n${closing}`),
  raw('multipart: closing only', multipart, closing),
  raw('multipart: empty', multipart, ''),
  raw('multipart: 80-character boundary', `multipart/form-data; boundary=${'b'.repeat(80)}`, 'x'),
  raw(
    'multipart: file name with NUL and path',
    multipart,
    `${part('file', '\u0089PNG', { filename: '../../a\u0000.png', type: 'image/png' })}${closing}`,
  ),
  raw(
    'multipart: a part named __proto__',
    multipart,
    `${part('__proto__', '1')}${part('constructor', '2')}${closing}`,
  ),
  raw('multipart: 200 fields', multipart, () => `${part('a', '1').repeat(200)}${closing}`),
  raw(
    'multipart: 7 files',
    multipart,
    () => `${part('file', 'x', { filename: 'a.png', type: 'image/png' }).repeat(7)}${closing}`,
  ),
  raw(
    'multipart: 20 KB part header',
    multipart,
    () => `--${boundary}\r\nX-Long: ${'h'.repeat(20_000)}\r\n\r\nv\r\n${closing}`,
  ),
];

const otherTypes = [
  raw('text/plain', 'text/plain', 'id=1'),
  raw('xml', 'application/xml', '<id>1</id>'),
  raw('octet-stream', 'application/octet-stream', () => Buffer.from([0, 1, 2, 255])),
  raw('no content type', undefined, 'id=1'),
  raw('empty content type', '', 'id=1'),
  raw('form declared, json sent', form, '{"id":1}'),
  raw('json declared, form sent', json, 'id=1&name=a'),
  raw('upper-case json', 'APPLICATION/JSON', '{"id":1}'),
  raw('json with parameters', 'application/json; charset=latin1; x=y', '{"id":1}'),
  raw('form in latin-1', 'application/x-www-form-urlencoded; charset=iso-8859-1', 'name=%E9t%E9'),
  raw('multipart/mixed', 'multipart/mixed; boundary=x', '--x--'),
  raw('vendor json', 'application/vnd.api+json', '{"id":1}'),
  raw('garbage content type', ';;;=\u0000', 'id=1'),
];

/** Every whole body of the catalogue, by kind: malformed JSON, form, multipart, other content types. */
export const rawBodyKinds = [malformedJson, malformedForm, malformedMultipart, otherTypes];

export const rawBody: fc.Arbitrary<RawBody> = fc.oneof(
  ...rawBodyKinds.map((kind) => fc.constantFrom(...kind)),
);

/** Text appended to a query string as it is, not encoded. */
export const rawQueries = [
  '%',
  '%zz=1',
  'a=%E0%A4%A',
  '%ff%fe=%c0%af',
  '&&&=&',
  '=',
  '__proto__[x]=1&constructor[prototype][x]=1',
  `a${'[a]'.repeat(500)}=1`,
  'id=1&id=2',
  'ids[]=1&ids[5000]=2',
  'pagenum=1&pagenum=2&pagesize[]=3',
  `x=${'y'.repeat(100_000)}`,
  'a=1&'.repeat(3000),
  'id=%00&keyword=%00',
];

export const rawQuery = fc.constantFrom(...rawQueries);

/** Content types declared over a well-formed body of another encoding. */
export const declaredContentType = fc.constantFrom(
  'text/plain',
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/xml',
  '',
);

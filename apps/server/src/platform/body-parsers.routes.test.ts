import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basicClientHeader, startTestApp, type TestApp } from '../test/test-app';
import { MAX_JSON_DEPTH } from './json-depth';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

const BOUNDARY = 'lamplighter-boundary';

/** A well-formed multipart body of text fields. */
function multipartFields(fields: [string, string][], contentType?: string): string {
  const parts = fields.map(
    ([name, value]) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n` +
      `${contentType ? `Content-Type: ${contentType}\r\n` : ''}\r\n${value}\r\n`,
  );
  return `${parts.join('')}--${BOUNDARY}--\r\n`;
}

function post(url: string, payload: string, contentType: string, authorization = `Bearer ${admin}`) {
  return t.app.inject({
    method: 'POST',
    url: `/prod-api${url}`,
    payload,
    headers: { 'content-type': contentType, authorization },
  });
}

function expectRefusal(answer: LightMyRequestResponse, status: number, key: string) {
  expect(answer.statusCode, answer.body).toBe(status);
  expect(answer.json()).toMatchObject({ status, data: null, key });
  expect(typeof answer.json().message).toBe('string');
}

const nested = (depth: number, leaf = '1') => `${'{"a":'.repeat(depth)}${leaf}${'}'.repeat(depth)}`;

describe('a malformed multipart body is refused with 400 in the envelope, never 500', () => {
  const malformed: [string, string, string][] = [
    ['no boundary', 'multipart/form-data', 'abc'],
    ['an empty boundary', 'multipart/form-data; boundary=', 'abc'],
    ['a body without the boundary', `multipart/form-data; boundary=${BOUNDARY}`, 'abc'],
    [
      'an unterminated part',
      `multipart/form-data; boundary=${BOUNDARY}`,
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nhalf a valu`,
    ],
    [
      'a part without a name',
      `multipart/form-data; boundary=${BOUNDARY}`,
      `--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nv\r\n--${BOUNDARY}--\r\n`,
    ],
    [
      'a file part without a name',
      `multipart/form-data; boundary=${BOUNDARY}`,
      `--${BOUNDARY}\r\nContent-Disposition: form-data; filename="a.png"\r\n\r\nv\r\n--${BOUNDARY}--\r\n`,
    ],
    [
      'part headers that never end',
      `multipart/form-data; boundary=${BOUNDARY}`,
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"`,
    ],
  ];
  // The token call, a form call, and the two upload calls (one with a file limit of its own).
  const routes = [
    '/remote/token',
    '/remote/project/add',
    '/sys/user/uploadface',
    '/remote/excel/importDevice',
  ];

  it.each(malformed)('%s', async (_case, contentType, payload) => {
    for (const url of routes) {
      const authorization = url === '/remote/token' ? basicClientHeader : `Bearer ${admin}`;
      expectRefusal(await post(url, payload, contentType, authorization), 400, 'error.malformedMultipart');
    }
  });

  it('is not read for a caller who may not call the route: 401 or 403 comes first', async () => {
    const payload = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nhalf`;
    const contentType = `multipart/form-data; boundary=${BOUNDARY}`;
    for (const url of ['/sys/user/uploadface', '/remote/excel/importDevice']) {
      for (const [authorization, code] of [
        ['', 2003],
        ['Bearer forged', 2002],
      ] as const) {
        const answer = await post(url, payload, contentType, authorization);
        expect(answer.statusCode, answer.body).toBe(401);
        expect(answer.json()).toMatchObject({ status: code, data: null });
      }
    }
  });

  it('while a well-formed one signs in and adds, its bracket names decoded like a form', async () => {
    const signIn = await post(
      '/remote/token',
      multipartFields([
        ['grant_type', 'password'],
        ['username', 'admin'],
        ['password', ADMIN_PASSWORD],
      ]),
      `multipart/form-data; boundary=${BOUNDARY}`,
      basicClientHeader,
    );
    expect(signIn.statusCode, signIn.body).toBe(200);
    const project = await post(
      '/remote/project/add',
      multipartFields([['name', 'Multipart site']]),
      `multipart/form-data; boundary=${BOUNDARY}`,
    );
    expect(project.statusCode, project.body).toBe(200);
    const id = project.json().data.id as number;
    const deleted = await t.app.inject({
      method: 'GET',
      url: `/prod-api/remote/project/delete?ids[]=${id}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
  });
});

describe('JSON nesting is bounded on every API route', () => {
  it(`refuses a body nested 5,000 deep, and one just past ${MAX_JSON_DEPTH}, with 400`, async () => {
    for (const depth of [5000, MAX_JSON_DEPTH + 1]) {
      for (const url of ['/remote/project/add', '/remote/device/command', '/remote/token']) {
        const authorization = url === '/remote/token' ? basicClientHeader : `Bearer ${admin}`;
        const answer = await post(url, nested(depth), 'application/json', authorization);
        expectRefusal(answer, 400, 'error.jsonTooDeep');
        expect(answer.json().message).toBe(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
      }
    }
  });

  it('refuses a multipart field declared JSON that nests too deep', async () => {
    const answer = await post(
      '/remote/project/add',
      multipartFields([['name', nested(5000)]], 'application/json'),
      `multipart/form-data; boundary=${BOUNDARY}`,
    );
    expectRefusal(answer, 400, 'error.jsonTooDeep');
  });

  it(`takes a document ${MAX_JSON_DEPTH} deep: the limit is not in the way of real documents`, async () => {
    const answer = await post(
      '/remote/project/add',
      `{"name":"Deep but fine","remark":"","extra":${nested(MAX_JSON_DEPTH - 1)}}`,
      'application/json',
    );
    expect(answer.statusCode, answer.body).toBe(200);
  });
});

import { type Readable, Transform } from 'node:stream';
import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import qs from 'qs';
import { ApiError, fail } from './errors';
import { numberListItems } from './form-lists';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth';

/** Past this many fields a form's remaining fields are ignored, as qs does by default. */
const MAX_FIELDS = 2000;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** The fields of a form or query text, in order. */
function formPairs(text: string): [string, string][] {
  const pairs: [string, string][] = [];
  for (const field of text.split('&')) {
    if (field === '') continue;
    const equals = field.indexOf('=');
    pairs.push(
      equals === -1
        ? [decoded(field), '']
        : [decoded(field.slice(0, equals)), decoded(field.slice(equals + 1))],
    );
    if (pairs.length === MAX_FIELDS) break;
  }
  return pairs;
}

/**
 * Bracket-style names as the seed's web client sends them: lists (`ids[]=1&ids[]=2`), objects
 * (`params[on]=true`) and lists of objects, numbered (`points[0][time]`) or not (`points[][time]`,
 * see form-lists.ts). Takes a query or form text, or the fields of a multipart body in order.
 */
export function parseForm(input: string | [string, string][]): Record<string, unknown> {
  const byName: Record<string, string | string[]> = {};
  for (const [name, value] of numberListItems(typeof input === 'string' ? formPairs(input) : input)) {
    const held = byName[name];
    byName[name] = held === undefined ? value : Array.isArray(held) ? [...held, value] : [held, value];
  }
  // qs reads repeated names given as lists too; its types only say `Record<string, string>`.
  return qs.parse(byName as Record<string, string>, {
    depth: 5,
    arrayLimit: 1000,
    parameterLimit: MAX_FIELDS,
    allowPrototypes: false,
  });
}

/** An uploaded file as a handler receives it in the body. */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedFile).data);
}

/** Requests whose body arrived as text (a form or multipart fields), so every value in it is a string. */
const textBodies = new WeakSet<FastifyRequest>();

/** Whether the body's values are text that the endpoint's schema should read as numbers and flags. */
export function bodyIsText(request: FastifyRequest): boolean {
  return textBodies.has(request);
}

function tooDeep() {
  return fail.badRequestKey('error.jsonTooDeep', { max: MAX_JSON_DEPTH });
}

function append<T>(into: Record<string, T | T[]>, name: string, value: T): void {
  const present = into[name];
  if (present === undefined) into[name] = value;
  else if (Array.isArray(present)) present.push(value);
  else into[name] = [present, value];
}

/**
 * A multipart body as one plain body: fields decoded like a form, files as `{filename, mimetype,
 * data}` by their name (`file[]` always a list). Broken framing (no boundary, a part cut short)
 * answers 400; the limits keep their 413.
 */
async function readMultipart(request: FastifyRequest): Promise<Record<string, unknown>> {
  const fields: [string, string][] = [];
  const files: Record<string, UploadedFile | UploadedFile[]> = {};
  const parts: AsyncIterableIterator<Multipart> = request.parts(request.routeOptions.config.multipartOptions);
  try {
    for await (const part of parts) {
      // A part must say which field it is (Content-Disposition's name): one that does not is broken framing.
      if (!part.fieldname) throw fail.badRequestKey('error.malformedMultipart');
      if (part.type === 'file') {
        const file = { filename: part.filename, mimetype: part.mimetype, data: await part.toBuffer() };
        const list = part.fieldname.endsWith('[]');
        const name = list ? part.fieldname.slice(0, -2) : part.fieldname;
        append(files, name, file);
        if (list && !Array.isArray(files[name])) files[name] = [file];
      } else if (typeof part.value === 'string') {
        fields.push([part.fieldname, part.value]);
      } else {
        // A field declared application/json arrives parsed: its nesting is bounded like any JSON body.
        if (nestsDeeperThan(part.value)) throw tooDeep();
        fields.push([part.fieldname, JSON.stringify(part.value)]);
      }
    }
  } catch (error) {
    if (error instanceof ApiError || (error as FastifyError).statusCode === 413) throw error;
    throw fail.badRequestKey('error.malformedMultipart');
  }
  return { ...parseForm(fields), ...files };
}

/**
 * Form-urlencoded (default), JSON and multipart bodies, each read into the one body shape every
 * route validates. JSON nesting is bounded (see json-depth.ts) and forms by their decoder's depth.
 */
export async function installBodyParsers(app: FastifyInstance, limits: { fileBytes: number }): Promise<void> {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (request, text, done) => {
      try {
        textBodies.add(request);
        done(null, parseForm(text as string));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
  const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
  const parseJson = app.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    parseJson(request, text as string, (error, value) => {
      if (error) done(error, undefined);
      else if (nestsDeeperThan(value)) done(tooDeep(), undefined);
      else done(null, value);
    });
  });
  await app.register(multipart, {
    limits: { fileSize: limits.fileBytes, files: 5, fields: 100, parts: 105 },
    throwFileSizeLimit: true,
  });
}

/**
 * The first file of a multipart body as a stream, for a route that streams its upload (its fields
 * come in the query): the size limit of the route applies as the bytes arrive, and a file over it
 * fails the stream with the route's 413. Undefined when the body holds no file.
 */
export async function uploadedFileStream(
  request: FastifyRequest,
): Promise<{ filename: string; content: Readable } | undefined> {
  if (!request.isMultipart()) return undefined;
  try {
    const part = await request.file(request.routeOptions.config.multipartOptions);
    if (!part) return undefined;
    // A file over the limit only ends early (truncated): the stream its reader gets fails instead.
    const { RequestFileTooLargeError } = request.server.multipartErrors;
    const checked = new Transform({
      transform: (chunk, _encoding, done) => done(null, chunk),
      flush: (done) => done(part.file.truncated ? new RequestFileTooLargeError() : null),
    });
    part.file.on('error', (error) => checked.destroy(error));
    return { filename: part.filename, content: part.file.pipe(checked) };
  } catch (error) {
    if (error instanceof ApiError || (error as FastifyError).statusCode === 413) throw error;
    throw fail.badRequestKey('error.malformedMultipart');
  }
}

/**
 * Reads a multipart body, once the route knows who is calling: nobody unknown gets the platform
 * to take in files (see routes.ts). Other bodies were read by their parser already.
 */
export async function readMultipartBody(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  textBodies.add(request);
  request.body = await readMultipart(request);
}

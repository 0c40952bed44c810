import SwaggerParser from '@apidevtools/swagger-parser';
import {
  API_BASE,
  EMAIL_PATTERN,
  type Endpoint,
  endpoints,
  MOBILE_PATTERN,
  PASSWORD_MAX_LENGTH,
  USERNAME_PATTERN,
} from '@lamplighter/contract';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../test/accounts-fixture';
import { ADMIN_PASSWORD, basicClientHeader, startTestApp, type TestApp } from '../test/test-app';

// biome-ignore lint/suspicious/noExplicitAny: the document is read field by field
type Json = any;

let t: TestApp;
let admin: string;
let document: Json;
beforeAll(async () => {
  t = await startTestApp({ BODY_LIMIT: '65536' });
  admin = await t.signIn('admin', ADMIN_PASSWORD);
  document = (await t.app.inject({ method: 'GET', url: `${API_BASE}/docs/json` })).json();
});
afterAll(() => t.close());

const everyEndpoint: Endpoint[] = Object.values(endpoints).flatMap((group) => Object.values(group));
const operation = (e: Endpoint) => document.paths[`${API_BASE}${e.path}`][e.method.toLowerCase()];
/** A schema as written, or the one of `components` it refers to. */
const resolved = (schema: Json): Json =>
  schema?.$ref ? document.components.schemas[schema.$ref.replace('#/components/schemas/', '')] : schema;
const bodyOf = (e: Endpoint) => resolved(operation(e).requestBody.content['application/json'].schema);
const uploads: Endpoint[] = [
  endpoints.user.uploadFace,
  endpoints.brand.uploadLogo,
  endpoints.excel.importDevices,
  endpoints.afterSale.upload,
  endpoints.media.upload,
];
const FORM_TYPES = ['application/x-www-form-urlencoded', 'application/json', 'multipart/form-data'];

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document whose every reference resolves', async () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    const references = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)];
    expect(references.length).toBeGreaterThan(0);
    for (const [, name] of references)
      expect(document.components.schemas, name).toHaveProperty(name as string);
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeTruthy();
  });

  it('takes every body as a form, JSON or multipart; an upload as multipart with its file part', () => {
    for (const e of everyEndpoint.filter((e) => e.body)) {
      const content = operation(e).requestBody?.content ?? {};
      if (uploads.includes(e)) {
        expect(Object.keys(content), e.path).toEqual(['multipart/form-data']);
        expect(content['multipart/form-data'].schema.properties.file, e.path).toMatchObject({
          type: 'string',
          format: 'binary',
        });
      } else {
        expect(Object.keys(content).sort(), e.path).toEqual([...FORM_TYPES].sort());
      }
    }
    expect(uploads.every((e) => e.body)).toBe(true);
  });

  it('names the refusals each call can answer, in the error shape, and files by their type', () => {
    for (const e of everyEndpoint) {
      const responses = operation(e).responses;
      const expected = ['500'];
      if (e.query || e.body) expected.push('400', '404');
      if (e.access !== 'public' || e === endpoints.auth.token) expected.push('401');
      if (e.access !== 'public' && e.access !== 'signed-in') expected.push('403');
      if (e.body) expected.push('413', '415');
      for (const status of expected) {
        const schema = resolved(responses[status]?.content?.['application/json']?.schema);
        expect(schema?.properties, `${e.path} ${status}`).toHaveProperty('message');
        expect(schema.properties.data, `${e.path} ${status}`).toEqual({ type: 'null' });
      }
      const success = responses['200'].content;
      if ('parse' in e.response) expect(Object.keys(success), e.path).toEqual(['application/json']);
      else expect(success[e.response.contentType]?.schema, e.path).toMatchObject({ format: 'binary' });
    }
  });

  it('writes each shared shape once: every refusal, and a body read from several content types', () => {
    for (const e of everyEndpoint) {
      const { requestBody, responses } = operation(e);
      expect(responses['500'].content['application/json'].schema, e.path).toEqual({
        $ref: '#/components/schemas/Refusal',
      });
      const bodies = Object.values(requestBody?.content ?? {}).map((type: Json) => type.schema);
      if (bodies.length < 2) continue;
      expect(new Set(bodies.map((body) => body.$ref)).size, e.path).toBe(1);
      expect(resolved(bodies[0]), e.path).toBeTypeOf('object');
    }
  });

  it("asks the token call for the client's Basic authorization, and the others for a Bearer token", () => {
    expect(document.components.securitySchemes.client).toMatchObject({ type: 'http', scheme: 'basic' });
    expect(operation(endpoints.auth.token).security).toEqual([{ client: [] }]);
    expect(operation(endpoints.auth.token).responses).toHaveProperty('429');
    expect(operation(endpoints.user.info).security).toEqual([{ bearer: [] }]);
  });

  it('states the rules the server enforces on account names, phones, mailboxes and passwords', () => {
    const body = bodyOf(endpoints.account.add);
    expect(body.properties.username.pattern).toBe(USERNAME_PATTERN.source);
    expect(body.properties.mobile.pattern).toBe(MOBILE_PATTERN.source);
    expect(body.properties.email.pattern).toContain(EMAIL_PATTERN.source);
    expect(body.properties.password).toMatchObject({ minLength: 8, maxLength: PASSWORD_MAX_LENGTH });
    const reset = bodyOf(endpoints.account.resetPassword);
    expect(reset.properties.password).toMatchObject({ minLength: 8, maxLength: PASSWORD_MAX_LENGTH });
  });
});

describe('real answers, errors included, match the document', () => {
  const ajv = new Ajv2020({ strict: false, validateFormats: false, validateSchema: false });
  const pointer = (text: string) => text.replace(/~/g, '~0').replace(/\//g, '~1');

  async function expectDocumented(
    method: 'GET' | 'POST',
    path: string,
    options: { token?: string; query?: string; payload?: string; headers?: Record<string, string> } = {},
  ) {
    const answer = await t.app.inject({
      method,
      url: `${API_BASE}${path}${options.query ? `?${options.query}` : ''}`,
      ...(options.payload !== undefined ? { payload: options.payload } : {}),
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.payload !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...options.headers,
      },
    });
    if (!ajv.getSchema('document')) ajv.addSchema(document, 'document');
    const at = `document#/paths/${pointer(`${API_BASE}${path}`)}/${method.toLowerCase()}/responses/${answer.statusCode}/content/application~1json/schema`;
    const validate = ajv.getSchema(at);
    expect(validate, `${method} ${path} answered ${answer.statusCode}, not in the document`).toBeDefined();
    const valid = validate?.(answer.json());
    expect(validate?.errors ?? [], `${method} ${path} ${answer.statusCode}: ${answer.body}`).toEqual([]);
    expect(valid).toBe(true);
    return answer.statusCode;
  }

  it('on sign-in: tokens, a bad client, a missing field', async () => {
    const form = `grant_type=password&username=admin&password=${encodeURIComponent(ADMIN_PASSWORD)}`;
    const basic = { authorization: basicClientHeader };
    expect(await expectDocumented('POST', '/remote/token', { payload: form, headers: basic })).toBe(200);
    const badClient = { authorization: `Basic ${Buffer.from('web:wrong').toString('base64')}` };
    expect(await expectDocumented('POST', '/remote/token', { payload: form, headers: badClient })).toBe(401);
    const missing = 'grant_type=password&username=admin';
    expect(await expectDocumented('POST', '/remote/token', { payload: missing, headers: basic })).toBe(400);
  });

  it('on reads: the user, the recursive menu and account trees, lists, and what is missing', async () => {
    expect(await expectDocumented('GET', '/sys/user/info', { token: admin })).toBe(200);
    expect(await expectDocumented('GET', '/sys/user/info')).toBe(401);
    expect(await expectDocumented('POST', '/sys/user/menutree', { token: admin })).toBe(200);
    expect(await expectDocumented('GET', '/sys/menu/list', { token: admin })).toBe(200);
    expect(await expectDocumented('GET', '/sys/account/tree', { token: admin })).toBe(200);
    expect(await expectDocumented('GET', '/remote/project/list', { token: admin })).toBe(200);
    expect(
      await expectDocumented('GET', '/remote/project/detail', { token: admin, query: 'id=999999' }),
    ).toBe(404);
    expect(await expectDocumented('GET', '/remote/project/detail', { token: admin, query: 'id=abc' })).toBe(
      400,
    );
  });

  it('on writes: added, refused with its fields, forbidden, too large, of a type not taken', async () => {
    expect(
      await expectDocumented('POST', '/remote/project/add', { token: admin, payload: 'name=Documented' }),
    ).toBe(200);
    expect(await expectDocumented('POST', '/sys/account/add', { token: admin, payload: 'username=x' })).toBe(
      400,
    );
    const user = await createAccount(t, admin, { username: 'openapi_user', role: 'user' });
    expect(await expectDocumented('GET', '/sys/account/list', { token: user.token })).toBe(403);
    const large = `name=${'x'.repeat(70_000)}`;
    expect(await expectDocumented('POST', '/remote/project/add', { token: admin, payload: large })).toBe(413);
    const xml = { 'content-type': 'application/xml' };
    expect(
      await expectDocumented('POST', '/remote/project/add', { token: admin, payload: '<a/>', headers: xml }),
    ).toBe(415);
  });
});

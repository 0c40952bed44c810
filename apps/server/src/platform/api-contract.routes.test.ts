import { API_BASE, type Endpoint, endpoints } from '@lamplighter/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp({ BODY_LIMIT: '65536' });
  token = await t.signIn('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

const everyEndpoint: Endpoint[] = Object.values(endpoints).flatMap((group) => Object.values(group));
const withBody = everyEndpoint.filter((e) => e.method === 'POST' && e.body);
const withQuery = everyEndpoint.filter((e) => e.query);
const url = (e: Endpoint) => `${API_BASE}${e.path}`;

function expectErrorShape(
  answer: { statusCode: number; json: () => { data: unknown; message: unknown } },
  allowed: number[],
) {
  expect(allowed).toContain(answer.statusCode);
  const body = answer.json();
  expect(body.data).toBeNull();
  expect(typeof body.message).toBe('string');
  expect(body.message).not.toMatch(/\bat .*\.ts:\d+/);
}

describe('the contract and the server agree', () => {
  it('registers every endpoint of the contract', () => {
    const missing = everyEndpoint.filter((e) => !t.app.hasRoute({ method: e.method, url: url(e) }));
    expect(missing.map((e) => `${e.method} ${e.path}`)).toEqual([]);
  });

  it('describes every endpoint in the OpenAPI document, and serves a browsable page', async () => {
    const json = await t.app.inject({ method: 'GET', url: `${API_BASE}/docs/json` });
    expect(json.statusCode).toBe(200);
    const document = json.json();
    expect(document.openapi).toMatch(/^3\./);
    for (const e of everyEndpoint) {
      expect(document.paths[url(e)]?.[e.method.toLowerCase()], `${e.method} ${e.path}`).toBeDefined();
    }
    const page = await t.app.inject({ method: 'GET', url: `${API_BASE}/docs` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger');
  });

  it('serves the web application at the root', async () => {
    const root = await t.app.inject({ method: 'GET', url: '/' });
    if (root.statusCode === 302) {
      expect(root.headers.location).toBe(`${API_BASE}/docs`);
    } else {
      expect(root.headers['content-type']).toContain('text/html');
      expect(root.body).toContain('<div id="root">');
    }
  });

  it('answers an unknown call with 404 in the envelope', async () => {
    const answer = await t.get('/no/such/call', { token });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toEqual({ status: 404, message: 'no such call', data: null });
  });
});

describe.each(withBody.map((e) => [`${e.method} ${e.path}`, e] as const))(
  'malformed bodies to %s',
  (_name, e) => {
    const send = (payload: string, contentType: string) =>
      t.app.inject({
        method: 'POST',
        url: url(e),
        payload,
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      });

    it('answers 400 for broken JSON, a JSON array and wrong types, never 500', async () => {
      expectErrorShape(await send('{"unclosed": ', 'application/json'), [400, 401]);
      expectErrorShape(await send('[1,2,3]', 'application/json'), [400, 401]);
      expectErrorShape(
        await send('{"id":{"$gt":1},"name":[[]],"password":42}', 'application/json'),
        [400, 401],
      );
      expectErrorShape(
        await send('a[b][c][d][e][f]=1&&&=&%%%', 'application/x-www-form-urlencoded'),
        [400, 401],
      );
    });

    it('answers 415 for a content type it does not take', async () => {
      expectErrorShape(await send('<xml/>', 'application/xml'), [415]);
    });

    it('answers 413 for a body over the limit', async () => {
      expectErrorShape(await send(`name=${'x'.repeat(70_000)}`, 'application/x-www-form-urlencoded'), [413]);
    });
  },
);

describe.each(withQuery.map((e) => [`${e.method} ${e.path}`, e] as const))(
  'malformed queries to %s',
  (_name, e) => {
    it('answers 400 or a clean answer for nested and absurd values, never 500', async () => {
      const answer = await t.app.inject({
        method: e.method,
        url: `${url(e)}?id[x]=1&ids[]=abc&pagenum=-5&pagesize=99999&isread=7&contact[]=a&password[a]=b`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.statusCode).toBeLessThan(500);
      // A file answer (export, map points) to values it ignores is a file, not an envelope.
      if (String(answer.headers['content-type']).includes('json')) expect(answer.json().status).not.toBe(500);
    });
  },
);

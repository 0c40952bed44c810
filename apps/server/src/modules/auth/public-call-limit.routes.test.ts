import { endpoints } from '@lamplighter/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let token: string;
const perMinute = 6;

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_CALLS_PER_MINUTE: String(perMinute) });
  token = await t.signIn('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

const publicEndpoints = Object.values(endpoints)
  .flatMap((group) => Object.values(group))
  .filter((endpoint) => endpoint.access === 'public');

const call = (endpoint: (typeof publicEndpoints)[number], remoteAddress: string, bearer?: string) =>
  endpoint.method === 'GET'
    ? t.get(endpoint.path, { remoteAddress, ...(bearer ? { token: bearer } : {}) })
    : t.post(endpoint.path, { remoteAddress, form: {}, ...(bearer ? { token: bearer } : {}) });

describe('calls without an access token, per address', () => {
  it('covers every public endpoint of the contract', () => {
    expect(publicEndpoints.map((e) => e.path)).toEqual(
      expect.arrayContaining([
        '/remote/token',
        '/sys/repwd/sendrepwd',
        '/sys/repwd/updatepwd',
        '/sys/captcha',
      ]),
    );
  });

  for (const [index, endpoint] of publicEndpoints.entries()) {
    it(`answers 429 past ${perMinute} a minute on ${endpoint.method} ${endpoint.path}, valid or not`, async () => {
      const address = `10.50.0.${index + 1}`;
      for (let n = 0; n < perMinute; n++) {
        expect((await call(endpoint, address)).statusCode).not.toBe(429);
      }
      const limited = await call(endpoint, address);
      expect(limited.statusCode).toBe(429);
      expect(limited.body).toMatchObject({ status: 429, message: 'operation too frequent', data: null });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await call(endpoint, `10.51.0.${index + 1}`)).statusCode).not.toBe(429);
    });
  }

  it('counts one budget per address across the public endpoints, and a made-up token does not escape it', async () => {
    const address = '10.52.0.1';
    for (let n = 0; n < perMinute; n++) await t.get('/sys/brand/list', { remoteAddress: address });
    const forged = await t.get('/sys/config/public', { remoteAddress: address, token: 'a.b.c' });
    expect(forged.statusCode).toBe(429);
  });

  it('does not count calls that carry a valid access token', async () => {
    const address = '10.53.0.1';
    for (let n = 0; n < perMinute * 2; n++) {
      expect((await t.get('/sys/config/public', { remoteAddress: address, token })).statusCode).toBe(200);
    }
  });
});

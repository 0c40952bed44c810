import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
const logLines: string[] = [];
/** The usual test password contains 'admin', which this policy refuses. */
const adminPassword = 'Lamp#Keeper7x';
beforeAll(async () => {
  t = await startTestApp(
    { PASSWORD_POLICY: 'strong-without-username', ADMIN_PASSWORD: adminPassword },
    { logLines },
  );
  admin = await t.signIn('admin', adminPassword);
});
afterAll(() => t.close());

const check = (query: Record<string, string>, token?: string) =>
  t.get('/sys/user/checkpassword', { token, query });

describe('GET /sys/user/checkpassword under the strong-without-username policy', () => {
  it('answers 400 naming the field for a password longer than any policy allows', async () => {
    const answer = await check({ password: 'x'.repeat(200) });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toMatch(/^password: /);
  });

  it("checks against the caller's username when signed in", async () => {
    const answer = await check({ password: 'Admin#Lamp58', username: 'somebody' }, admin);
    expect(answer.body.message).toBe('password must not contain the username');
  });

  it('checks against the username given when signed out (a bad token counts as signed out)', async () => {
    for (const token of [undefined, 'x.y.z']) {
      const named = await check({ password: 'Night_Owl#58', username: 'night_owl' }, token);
      expect(named.body).toMatchObject({
        status: 200,
        message: 'password must not contain the username',
        data: null,
        key: 'validation.passwordUsername',
      });
    }
    expect((await check({ password: 'Night_Owl#58' })).body.message).toBe('');
  });

  it('keeps the password out of the request log', async () => {
    await check({ password: 'Query#Secret58' });
    const log = logLines.join('');
    expect(log).toContain('/prod-api/sys/user/checkpassword');
    expect(log).not.toContain('Query#Secret58');
    expect(log).not.toContain('Query%23Secret58');
  });

  it('logs one line per request when it is answered, with its status and time', async () => {
    logLines.length = 0;
    await check({ password: 'x'.repeat(200) });
    const lines = logLines.map((line) => JSON.parse(line)).filter((line) => line.req);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', path: '/prod-api/sys/user/checkpassword' },
      res: { statusCode: 400 },
    });
    expect(lines[0].responseTime).toBeGreaterThan(0);
  });
});

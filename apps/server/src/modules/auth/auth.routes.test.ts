import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basicClientHeader, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SIGNIN_ATTEMPTS_PER_MINUTE: '30' });
});
afterAll(() => t.close());

const protectedPath = '/remote/type/devicetype';
const tokenCall = (
  form: Record<string, string>,
  headers: Record<string, string> = { authorization: basicClientHeader },
) => t.post('/remote/token', { form, headers });

describe('POST /remote/token, password grant', () => {
  it('refuses a request without client authorization', async () => {
    const answer = await tokenCall(
      { grant_type: 'password', username: 'admin', password: ADMIN_PASSWORD },
      {},
    );
    expect(answer.statusCode).toBe(401);
    expect(answer.body.message).toBe('invalid client credentials');
    expect(answer.headers['www-authenticate']).toContain('Basic');
  });

  it('refuses a wrong client secret', async () => {
    const wrong = `Basic ${Buffer.from('web:nope').toString('base64')}`;
    const answer = await tokenCall(
      { grant_type: 'password', username: 'admin', password: ADMIN_PASSWORD },
      { authorization: wrong },
    );
    expect(answer.statusCode).toBe(401);
  });

  it('refuses credentials in the query string', async () => {
    const answer = await t.post('/remote/token', {
      headers: { authorization: basicClientHeader },
      query: { grant_type: 'password', username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toMatch(/not in the query string/);
  });

  it('names the missing field', async () => {
    const answer = await tokenCall({ grant_type: 'password', username: 'admin' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toMatch(/^password: /);
    const noGrant = await tokenCall({ username: 'admin', password: 'x' });
    expect(noGrant.statusCode).toBe(400);
    expect(noGrant.body.message).toMatch(/grant_type/);
  });

  it('answers 2004 for an unknown user and for a wrong password alike', async () => {
    const unknown = await tokenCall({
      grant_type: 'password',
      username: 'nobody_here',
      password: 'Whatever#1',
    });
    const wrong = await tokenCall({ grant_type: 'password', username: 'admin', password: 'Wrong#pass1' });
    for (const answer of [unknown, wrong]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.body).toEqual({ status: 2004, message: 'wrong username or password', data: null });
    }
  });

  it('signs in with a trimmed username and answers both tokens with their lifetimes', async () => {
    const answer = await tokenCall({
      grant_type: 'password',
      username: '  admin ',
      password: ADMIN_PASSWORD,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.status).toBe(200);
    const data = answer.body.data;
    expect(data.access_token.split('.')).toHaveLength(3);
    expect(data.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.expires_in).toBe(t.config.accessTokenTtl);
    expect(data.refresh_expires_in).toBe(t.config.refreshTokenTtl);
    const call = await t.get(protectedPath, { token: data.access_token });
    expect(call.statusCode).toBe(200);
  });

  it('accepts a JSON body as well as a form body', async () => {
    const answer = await t.post('/remote/token', {
      headers: { authorization: basicClientHeader },
      json: { grant_type: 'password', username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(answer.statusCode).toBe(200);
  });
});

describe('access tokens', () => {
  it('answers 2003 without a token and 2002 for a bad one', async () => {
    const none = await t.get(protectedPath);
    expect(none.statusCode).toBe(401);
    expect(none.body.status).toBe(2003);
    expect(none.body.message).toBe('full authentication required to access this resource');
    for (const token of [
      'garbage',
      'a.b.c',
      `${(await t.signIn('admin', ADMIN_PASSWORD)).slice(0, -3)}xyz`,
    ]) {
      const bad = await t.get(protectedPath, { token });
      expect(bad.statusCode).toBe(401);
      expect(bad.body.status).toBe(2002);
    }
  });

  it('stops working at once after logout', async () => {
    const token = await t.signIn('admin', ADMIN_PASSWORD);
    expect((await t.post('/remote/logout', { token })).statusCode).toBe(200);
    const after = await t.get(protectedPath, { token });
    expect(after.body.status).toBe(2002);
  });
});

describe('refresh_token grant', () => {
  it('rotates the refresh token on every use', async () => {
    const first = (await t.signInTokens('admin', ADMIN_PASSWORD)).body.data;
    const second = await tokenCall({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(second.statusCode).toBe(200);
    expect(second.body.data.refresh_token).not.toBe(first.refresh_token);
    expect(second.body.data.refresh_expires_in).toBeLessThanOrEqual(first.refresh_expires_in);
    expect((await t.get(protectedPath, { token: second.body.data.access_token })).statusCode).toBe(200);
  });

  it('ends the whole family when an old refresh token is replayed', async () => {
    const first = (await t.signInTokens('admin', ADMIN_PASSWORD)).body.data;
    const second = (await tokenCall({ grant_type: 'refresh_token', refresh_token: first.refresh_token })).body
      .data;
    const replay = await tokenCall({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(replay.statusCode).toBe(401);
    expect(replay.body.message).toMatch(/^Invalid refresh token/);
    const successor = await tokenCall({ grant_type: 'refresh_token', refresh_token: second.refresh_token });
    expect(successor.body.message).toMatch(/^Invalid refresh token/);
    expect((await t.get(protectedPath, { token: second.access_token })).body.status).toBe(2002);
  });

  it('refuses an unknown refresh token and one whose session has expired', async () => {
    const unknown = await tokenCall({ grant_type: 'refresh_token', refresh_token: 'x'.repeat(43) });
    expect(unknown.body.message).toMatch(/^Invalid refresh token/);
    const tokens = (await t.signInTokens('admin', ADMIN_PASSWORD)).body.data;
    await t.store.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where revoked_at is null`,
    );
    const expired = await tokenCall({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(expired.statusCode).toBe(401);
    expect(expired.body.message).toMatch(/^Invalid refresh token/);
  });
});

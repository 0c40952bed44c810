import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../../server/src/test/accounts-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp, WEB_CLIENT } from '../../../../server/src/test/test-app';
import { ApiClient, type ApiClientOptions, RequestError } from './api-client';
import { memoryStorage, TokenStore } from './token-store';

let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/prod-api`;
});
afterAll(() => t.close());

interface Harness {
  api: ApiClient;
  tokens: TokenStore;
  shown: string[];
  sessionsEnded: number;
  tokenCalls: () => number;
}

/** A client against the real server; fetch is the real one, counted on its way through. */
function client(overrides: Partial<ApiClientOptions> = {}): Harness {
  const harness = { shown: [] as string[], sessionsEnded: 0, calls: [] as string[] };
  const tokens = new TokenStore(memoryStorage());
  const api = new ApiClient({
    baseUrl,
    tokens,
    client: WEB_CLIENT,
    language: () => 'en',
    showError: (message) => harness.shown.push(message),
    onSessionEnded: () => {
      harness.sessionsEnded++;
    },
    fetch: (input, init) => {
      harness.calls.push(String(input));
      return fetch(input, init);
    },
    ...overrides,
  });
  return {
    api,
    tokens,
    get shown() {
      return harness.shown;
    },
    get sessionsEnded() {
      return harness.sessionsEnded;
    },
    tokenCalls: () => harness.calls.filter((url) => url.endsWith('/remote/token')).length,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

/** Makes the client believe its access token has `seconds` left (the server's token is untouched). */
function pretendAccessLeft(h: Harness, seconds: number, refreshSeconds = 3600) {
  const tokens = h.tokens.get();
  if (!tokens) throw new Error('not signed in');
  h.tokens.save(
    {
      access_token: tokens.accessToken,
      refresh_token: tokens.refreshToken,
      token_type: 'bearer',
      expires_in: seconds,
      refresh_expires_in: refreshSeconds,
    },
    Date.now(),
  );
}

describe('the request module and the error catalogue', () => {
  it('2003 without a token: the message, and the session ends', async () => {
    const h = client();
    await expect(h.api.request('/sys/user/info')).rejects.toBeInstanceOf(RequestError);
    expect(h.shown).toEqual(['full authentication required to access this resource']);
    expect(h.sessionsEnded).toBe(1);
  });

  it('2004 on a wrong password, in the user’s language', async () => {
    const h = client({ language: () => 'zh' });
    await expect(h.api.signIn('admin', 'Wrong#pass1')).rejects.toMatchObject({ status: 2004 });
    expect(h.shown).toEqual(['用户名或密码错误']);
    expect(h.tokens.get()).toBeUndefined();
  });

  it('2002 for a token the server does not know: tokens cleared, session ended', async () => {
    const h = client();
    h.tokens.save(
      {
        access_token: 'x.y.z',
        refresh_token: 'r',
        token_type: 'bearer',
        expires_in: 172800,
        refresh_expires_in: 2592000,
      },
      Date.now(),
    );
    await expect(h.api.request('/sys/user/info')).rejects.toMatchObject({ status: 2002 });
    expect(h.shown).toEqual(['invalid token']);
    expect(h.tokens.get()).toBeUndefined();
    expect(h.sessionsEnded).toBe(1);
  });

  it('2001 when the role lacks the key: the message, the session goes on', async () => {
    const admin = await t.signIn('admin', ADMIN_PASSWORD);
    await createAccount(t, admin, {
      username: 'web_operator',
      role: 'controller',
      password: 'Street#Light42',
    });
    const h = client();
    await h.api.signIn('web_operator', 'Street#Light42');
    await expect(h.api.request('/sys/account/list')).rejects.toMatchObject({ status: 2001 });
    expect(h.shown).toEqual(['insufficient permission']);
    expect(h.sessionsEnded).toBe(0);
  });

  it('2005 for a disabled account', async () => {
    const admin = await t.signIn('admin', ADMIN_PASSWORD);
    const victim = await createAccount(t, admin, { username: 'web_disabled', role: 'controller' });
    await t.post('/sys/account/enable', { token: admin, form: { id: victim.id, enabled: 0 } });
    const h = client({ language: () => 'zh' });
    await expect(h.api.signIn('web_disabled', victim.password)).rejects.toMatchObject({ status: 2005 });
    expect(h.shown).toEqual(['用户已被禁用']);
  });

  it("'Invalid refresh token…' reads as 'login status expired' and ends the session", async () => {
    const h = client();
    await h.api.signIn('admin', ADMIN_PASSWORD);
    const stolen = h.tokens.get()?.refreshToken ?? '';
    pretendAccessLeft(h, 3600);
    await h.api.request('/sys/user/info');
    await settle();
    expect(h.tokens.get()?.refreshToken).not.toBe(stolen);
    h.tokens.save(
      {
        access_token: 'expired',
        refresh_token: stolen,
        token_type: 'bearer',
        expires_in: -1,
        refresh_expires_in: 3600,
      },
      Date.now(),
    );
    await expect(h.api.request('/sys/user/info')).rejects.toBeInstanceOf(RequestError);
    expect(h.shown).toEqual(['login status expired, please log in again']);
    expect(h.sessionsEnded).toBe(1);
    expect(h.tokens.get()).toBeUndefined();
  });

  it("shows any other refusal in the user's language, from the key the server sends", async () => {
    const h = client({ language: () => 'zh' });
    await h.api.signIn('admin', ADMIN_PASSWORD);
    const taken = { username: 'taken_name', password: 'Taken#Name58', mobile: '13700002222', roleid: 1 };
    await h.api.request('/sys/account/add', { method: 'POST', data: taken });
    await expect(h.api.request('/sys/account/add', { method: 'POST', data: taken })).rejects.toMatchObject({
      status: 409,
      message: '账号已存在',
    });
    await expect(h.api.request('/sys/account/detail', { params: { id: 99_999 } })).rejects.toMatchObject({
      status: 404,
    });
    expect(h.shown).toEqual(['账号已存在', '未找到']);
  });

  it("shows refused input field by field in the user's language, from the keys of errors[]", async () => {
    const h = client({ language: () => 'zh' });
    await h.api.signIn('admin', ADMIN_PASSWORD);
    await expect(
      h.api.request('/sys/account/add', { method: 'POST', data: { username: 'no_phone_user', roleid: 1 } }),
    ).rejects.toMatchObject({ status: 400, message: '密码不能为空; 手机号不能为空' });
    await expect(
      h.api.request('/sys/user/update', {
        method: 'POST',
        data: { oldpassword: 'Not#The8Old', password: 'Next#Pass42' },
      }),
    ).rejects.toMatchObject({ status: 400, message: '当前密码错误' });
    expect(h.shown).toEqual(['密码不能为空; 手机号不能为空', '当前密码错误']);
  });

  it('shows a network error when the server cannot be reached', async () => {
    const h = client({ baseUrl: 'http://127.0.0.1:9/prod-api' });
    await expect(h.api.request('/sys/user/info')).rejects.toMatchObject({ status: 0 });
    expect(h.shown).toEqual(['network error, please check the connection']);
  });
});

describe('silent token refresh', () => {
  it('renews the tokens after a call when the access token has less than a day left', async () => {
    const h = client();
    await h.api.signIn('admin', ADMIN_PASSWORD);
    const before = h.tokens.get();
    pretendAccessLeft(h, 3600);
    const answer = await h.api.request<{ username: string }>('/sys/user/info');
    expect(answer.data.username).toBe('admin');
    await settle();
    expect(h.tokenCalls()).toBe(2);
    expect(h.tokens.get()?.refreshToken).not.toBe(before?.refreshToken);
  });

  it('shares one refresh among concurrent calls', async () => {
    const h = client();
    await h.api.signIn('admin', ADMIN_PASSWORD);
    pretendAccessLeft(h, -1);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => h.api.request<{ username: string }>('/sys/user/info')),
    );
    expect(answers.every((answer) => answer.data.username === 'admin')).toBe(true);
    await settle();
    expect(h.tokenCalls()).toBe(2);
  });

  it('does not refresh when the refresh token has run out', async () => {
    const h = client();
    await h.api.signIn('admin', ADMIN_PASSWORD);
    pretendAccessLeft(h, 3600, -1);
    await h.api.request('/sys/user/info');
    await settle();
    expect(h.tokenCalls()).toBe(1);
  });

  it('does not refresh while more than a day is left', async () => {
    const h = client();
    await h.api.signIn('admin', ADMIN_PASSWORD);
    await h.api.request('/sys/user/info');
    await settle();
    expect(h.tokenCalls()).toBe(1);
  });
});

describe('bodies', () => {
  it('sends bracket arrays in form bodies and queries, and JSON when asked', async () => {
    const h = client();
    await h.api.signIn('admin', ADMIN_PASSWORD);
    const role = await h.api.request<{ id: number; permissions: string[] }>('/sys/role/add', {
      data: { name: 'Bracket crew', idenkey: 'bracket_crew', permissions: ['warning:list', 'warning:read'] },
    });
    expect(role.data.permissions).toEqual(['warning:list', 'warning:read']);
    const json = await h.api.request<{ id: number }>('/sys/role/add', {
      contentType: 'json',
      data: { name: 'Json crew', idenkey: 'json_crew', permissions: ['warning:list'] },
    });
    const deleted = await h.api.request('/sys/role/delete', {
      params: { ids: [role.data.id, json.data.id] },
    });
    expect(deleted.status).toBe(200);
  });
});

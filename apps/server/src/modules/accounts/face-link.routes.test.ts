import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../test/accounts-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let clock = Date.parse('2031-05-01T10:00:00Z');
let adminLink: URL;
let otherLink: URL;
let otherId: number;

beforeAll(async () => {
  t = await startTestApp({ FACE_LINK_TTL: '1h' }, { now: () => clock });
  const admin = await t.signIn('admin', ADMIN_PASSWORD);
  const other = await createAccount(t, admin, { username: 'face_owner', role: 'controller' });
  otherId = other.id;
  const linkOf = async (token: string) =>
    new URL((await t.get('/sys/user/info', { token })).body.data.headurl, 'http://lamp.test');
  adminLink = await linkOf(admin);
  otherLink = await linkOf(other.token);
});
afterAll(() => t.close());

const load = (link: URL, change: Record<string, string> = {}) => {
  const url = new URL(link);
  for (const [name, value] of Object.entries(change)) url.searchParams.set(name, value);
  return t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, remoteAddress: '10.70.0.1' });
};

const flipFirst = (text: string) => `${text.startsWith('A') ? 'B' : 'A'}${text.slice(1)}`;

describe('the signed avatar link of headurl', () => {
  it('refuses a link whose account, version, expiry or signature was altered', async () => {
    const changes: Record<string, string>[] = [
      { account: String(otherId) },
      { v: '1' },
      { expires: String(Number(adminLink.searchParams.get('expires')) + 3600) },
      { sig: flipFirst(adminLink.searchParams.get('sig') ?? '') },
      { account: '1e0' },
    ];
    for (const change of changes) {
      const answer = await load(adminLink, change);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ status: 403, key: 'error.faceLinkInvalid' });
    }
    const missing = await t.app.inject({ method: 'GET', url: '/prod-api/sys/user/face?account=1' });
    expect(missing.statusCode).toBe(400);
  });

  it("gives one account's link another account's image never: each link shows its own account", async () => {
    const mine = await load(adminLink);
    const theirs = await load(otherLink);
    expect(mine.body).toContain('>AD<');
    expect(theirs.body).toContain('>FA<');
  });

  it('loads in an image element: no token, a private cache for the time the link has left', async () => {
    const answer = await load(adminLink);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('image/svg+xml');
    const left = Number(adminLink.searchParams.get('expires')) - clock / 1000;
    expect(left).toBeGreaterThanOrEqual(3600);
    expect(answer.headers['cache-control']).toBe(`private, max-age=${left}`);
    expect(adminLink.toString()).not.toContain('eyJ');
  });

  it('stops working once it has expired', async () => {
    clock = Number(adminLink.searchParams.get('expires')) * 1000 - 1000;
    expect((await load(adminLink)).statusCode).toBe(200);
    clock += 1000;
    expect((await load(adminLink)).statusCode).toBe(403);
  });
});

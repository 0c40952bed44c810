import { brandKeys } from '@lamplighter/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../test/accounts-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

function uploadLogo(token: string, key: string, data: Buffer) {
  const boundary = '----brand';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="key"\r\n\r\n${key}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/prod-api/sys/brand/uploadlogo',
    payload,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  });
}

describe('sign-in brands', () => {
  it('lists all seventeen brands to anyone, with distinct titles, in the request language', async () => {
    const answer = await t.get('/sys/brand/list', { headers: { 'accept-language': 'zh-CN' } });
    expect(answer.statusCode).toBe(200);
    const list = answer.body.data as { key: string; title: string; title_zh: string; title_en: string }[];
    expect(list.map((b) => b.key)).toEqual([...brandKeys]);
    expect(new Set(list.map((b) => b.title_zh)).size).toBe(17);
    expect(new Set(list.map((b) => b.title_en)).size).toBe(17);
    expect(list[0]?.title).toBe(list[0]?.title_zh);
  });

  it('serves a generated logo until one is uploaded', async () => {
    const logo = await t.app.inject({ method: 'GET', url: '/prod-api/sys/brand/logo?key=sy' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    const unknown = await t.get('/sys/brand/logo', { query: { key: 'nope' } });
    expect(unknown.statusCode).toBe(400);
  });

  it('is changed only with the key, by a top-level administrator, with a valid colour', async () => {
    const form = {
      key: 'sy',
      title_zh: '沈阳智慧照明',
      title_en: 'Shenyang Smart Lighting',
      color: '#0F9D58',
    };
    expect((await t.post('/sys/brand/update', { form })).body.status).toBe(2003);
    const operator = await createAccount(t, admin, { username: 'brand_operator', role: 'controller' });
    expect((await t.post('/sys/brand/update', { token: operator.token, form })).body.status).toBe(2001);
    const subAdmin = await createAccount(t, admin, { username: 'brand_subadmin' });
    const bySub = await t.post('/sys/brand/update', { token: subAdmin.token, form });
    expect(bySub.statusCode).toBe(403);
    const badColour = await t.post('/sys/brand/update', { token: admin, form: { ...form, color: 'green' } });
    expect(badColour.body.message).toBe('color: colour must be a hex colour such as #1677ff');
    const answer = await t.post('/sys/brand/update', {
      token: admin,
      form,
      headers: { 'accept-language': 'en' },
    });
    expect(answer.body.data).toMatchObject({ key: 'sy', title: 'Shenyang Smart Lighting', color: '#0f9d58' });
  });

  it('takes an image as logo and refuses anything else', async () => {
    const fake = await uploadLogo(admin, 'sy', Buffer.from('GIF? no'));
    expect(fake.statusCode).toBe(400);
    const answer = await uploadLogo(admin, 'sy', png);
    expect(answer.statusCode).toBe(200);
    const logo = await t.app.inject({ method: 'GET', url: answer.json().data.logourl });
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(png)).toBe(true);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, uniqueMobile } from '../../test/accounts-fixture';
import { lastCodeSentTo } from '../../test/outbox-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp({
    FACE_MAX_BYTES: '4096',
    MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png',
    MAP_ATTRIBUTION: '© Example tiles',
  });
  admin = await t.signIn('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);

function multipart(file: { name: string; type: string; data: Buffer }) {
  const boundary = '----lamplighter';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(token: string, file: { name: string; type: string; data: Buffer }) {
  const { payload, headers } = multipart(file);
  return t.app.inject({
    method: 'POST',
    url: '/prod-api/sys/user/uploadface',
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
}

describe('GET /sys/user/info', () => {
  it('answers 2003 without a token and 2002 with a bad one', async () => {
    expect((await t.get('/sys/user/info')).body.status).toBe(2003);
    expect((await t.get('/sys/user/info', { token: 'x.y.z' })).body.status).toBe(2002);
  });

  it("answers the caller's account with the role key and every permission key", async () => {
    const answer = await t.get('/sys/user/info', { token: admin });
    expect(answer.statusCode).toBe(200);
    const info = answer.body.data;
    expect(info).toMatchObject({
      username: 'admin',
      rolecode: 'admin',
      parentid: 0,
      deadline: null,
      isbindmtype: 0,
    });
    expect(info.headurl).toMatch(/^\/prod-api\/sys\/user\/face\?account=\d+&v=0&expires=\d+&sig=[\w-]{43}$/);
    expect(info.roles).toContainEqual({ idenkey: 'admin' });
    expect(info.roles).toContainEqual({ idenkey: 'sys:account:list' });
    expect(Object.keys(info)).not.toContain('passwordHash');
  });
});

describe('POST /sys/user/update', () => {
  it('refuses a new password without the current one, a wrong current one and a weak one', async () => {
    const user = await createAccount(t, admin, { username: 'pw_changer', role: 'controller' });
    const noOld = await t.post('/sys/user/update', { token: user.token, form: { password: 'New#Secret91' } });
    expect(noOld.statusCode).toBe(400);
    expect(noOld.body.message).toMatch(/^oldpassword: /);
    const wrongOld = await t.post('/sys/user/update', {
      token: user.token,
      form: { oldpassword: 'Nope#nope12', password: 'New#Secret91' },
    });
    expect(wrongOld.body.message).toBe('oldpassword: current password is wrong');
    const weak = await t.post('/sys/user/update', {
      token: user.token,
      form: { oldpassword: user.password, password: 'aaaaaaaa' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.body.message).toMatch(/^password: /);
  });

  it('changes the password, ends the other sessions and keeps the current one', async () => {
    const user = await createAccount(t, admin, { username: 'pw_changer2', role: 'controller' });
    const other = await t.signIn('pw_changer2', user.password);
    const answer = await t.post('/sys/user/update', {
      token: user.token,
      form: { oldpassword: user.password, password: 'New#Secret91', realname: '王工' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data.realname).toBe('王工');
    expect((await t.get('/sys/user/info', { token: other })).body.status).toBe(2002);
    expect((await t.get('/sys/user/info', { token: user.token })).body.data.realname).toBe('王工');
    expect((await t.signInTokens('pw_changer2', 'New#Secret91')).statusCode).toBe(200);
  });

  it('changes the phone only with the code sent to the new phone, and marks it bound', async () => {
    const user = await createAccount(t, admin, { username: 'phone_binder', role: 'controller' });
    const mobile = uniqueMobile();
    const noCode = await t.post('/sys/user/update', { token: user.token, form: { mobile } });
    expect(noCode.statusCode).toBe(400);
    expect(
      (await t.get('/sys/smscode/bind', { token: user.token, query: { contact: mobile } })).statusCode,
    ).toBe(200);
    const code = await lastCodeSentTo(t, mobile);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await t.post('/sys/user/update', {
      token: user.token,
      form: { mobile, scode: '000000' === code ? '111111' : '000000' },
    });
    expect(wrong.body.message).toBe('verification code is wrong or has expired');
    const right = await t.post('/sys/user/update', {
      token: user.token,
      form: { mobile, scode: code ?? '' },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body.data).toMatchObject({ mobile, isbindmtype: 1 });
  });

  it('refuses the new phone when another account took it after the code was sent', async () => {
    const user = await createAccount(t, admin, { username: 'slow_binder', role: 'controller' });
    const mobile = uniqueMobile();
    await t.get('/sys/smscode/bind', { token: user.token, query: { contact: mobile } });
    const code = (await lastCodeSentTo(t, mobile)) ?? '';
    await t.store.db.execute(sql`update accounts set mobile = ${mobile} where username = 'admin'`);
    const answer = await t.post('/sys/user/update', { token: user.token, form: { mobile, scode: code } });
    expect(answer.statusCode).toBe(409);
    expect(answer.body.message).toBe('phone already bound to another account');
    await t.store.db.execute(sql`update accounts set mobile = null where username = 'admin'`);
  });

  it('refuses to send a bind code to a contact another account uses', async () => {
    const user = await createAccount(t, admin, { username: 'phone_thief', role: 'controller' });
    const taken = (await t.get('/sys/account/list', { token: admin, query: { keyword: 'phone_binder' } }))
      .body.data[0].list[0].mobile;
    const answer = await t.get('/sys/smscode/bind', { token: user.token, query: { contact: taken } });
    expect(answer.statusCode).toBe(409);
    const notAContact = await t.get('/sys/smscode/bind', { token: user.token, query: { contact: 'hello' } });
    expect(notAContact.statusCode).toBe(400);
    expect(notAContact.body.message).toBe('contact: please enter a phone number or a mailbox');
  });
});

describe('GET /sys/user/checkpassword', () => {
  it.each([
    ['', 'password cannot be empty'],
    ['lantern', 'password must be 8-20 characters'],
    ['Lantern#58x'.repeat(2), 'password must be 8-20 characters'],
    [
      'lanternlight',
      'password must contain at least three of: digits, lowercase letters, uppercase letters, special symbols',
    ],
    ['Laaaantern#5', 'password must not repeat a character more than three times in a row'],
    ['Lantern#4567', 'password must not contain an ascending or descending digit sequence longer than three'],
    ['Lantern#7654', 'password must not contain an ascending or descending digit sequence longer than three'],
  ])('answers with status 200 why %j does not meet the policy', async (password, reason) => {
    const answer = await t.get('/sys/user/checkpassword', { token: admin, query: { password } });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatchObject({ status: 200, message: reason, data: null });
    expect(answer.body.errors).toEqual([expect.objectContaining({ field: 'password', message: reason })]);
  });

  it('answers an empty message for a password that meets the policy, signed in or not', async () => {
    for (const token of [undefined, admin]) {
      const good = await t.get('/sys/user/checkpassword', { token, query: { password: 'Lantern#58x' } });
      expect(good.body).toEqual({ status: 200, message: '', data: null });
    }
  });

  it('publishes the policy and the base map for the screens', async () => {
    const answer = await t.get('/sys/config/public');
    expect(answer.body.data).toEqual({
      passwordPolicy: 'strong',
      passwordMinLength: 8,
      passwordMaxLength: 20,
      faceMaxBytes: 4096,
      mapTileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png',
      mapAttribution: '© Example tiles',
    });
  });
});

describe('the avatar', () => {
  it('is a generated SVG with initials until an image is uploaded', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/prod-api/sys/user/getface',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('image/svg+xml');
    expect(answer.headers['cache-control']).toMatch(/^private\b/);
    expect(answer.body).toContain('>AD<');
  });

  it('refuses no file, a file that is not an image whatever its name, and one over the limit', async () => {
    const none = await t.post('/sys/user/uploadface', { token: admin, form: { file: 'x' } });
    expect(none.statusCode).toBe(400);
    expect(none.body.message).toBe('no file was uploaded');
    const fake = await upload(admin, {
      name: 'face.png',
      type: 'image/png',
      data: Buffer.from('<script>alert(1)</script>'),
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('only PNG, JPEG, GIF or WebP images are accepted');
    const big = await upload(admin, {
      name: 'big.png',
      type: 'image/png',
      data: Buffer.concat([png, Buffer.alloc(5000)]),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('file size exceeds the limit');
  });

  it('keeps an uploaded PNG and serves it back with a new headurl', async () => {
    const answer = await upload(admin, { name: 'me.bin', type: 'application/octet-stream', data: png });
    expect(answer.statusCode).toBe(200);
    const headurl = new URL(answer.json().data.headurl, 'http://x');
    expect(headurl.pathname).toBe('/prod-api/sys/user/face');
    expect(Number(headurl.searchParams.get('v'))).toBeGreaterThan(0);
    const face = await t.app.inject({
      method: 'GET',
      url: '/prod-api/sys/user/getface',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(face.headers['content-type']).toBe('image/png');
    expect(face.headers['cache-control']).toMatch(/^private\b/);
    expect(face.rawPayload.equals(png)).toBe(true);
    const info = await t.get('/sys/user/info', { token: admin });
    const infoUrl = new URL(info.body.data.headurl, 'http://x');
    expect(infoUrl.searchParams.get('v')).toBe(headurl.searchParams.get('v'));
    const byLink = await t.app.inject({ method: 'GET', url: info.body.data.headurl });
    expect(byLink.rawPayload.equals(png)).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount, roleIdByCode, uniqueMobile } from '../../test/accounts-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let adminRole: number;
let controllerRole: number;
let a: CreatedAccount;
let b: CreatedAccount;
let a1: CreatedAccount;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin', ADMIN_PASSWORD);
  adminRole = await roleIdByCode(t, 'admin');
  controllerRole = await roleIdByCode(t, 'controller');
  a = await createAccount(t, admin, { username: 'tenant_a' });
  b = await createAccount(t, admin, { username: 'tenant_b' });
  a1 = await createAccount(t, a.token, { username: 'tenant_a_child', role: 'controller' });
});
afterAll(() => t.close());

const validAccount = () => ({
  username: `night_${Math.random().toString(36).slice(2, 10)}`,
  password: 'Street#Light42',
  mobile: uniqueMobile(),
  roleid: controllerRole,
});

describe('who may manage accounts', () => {
  it('answers 2003 without a token', async () => {
    const answer = await t.get('/sys/account/list');
    expect(answer.statusCode).toBe(401);
    expect(answer.body.status).toBe(2003);
  });

  it('answers 2001 to a role without the account keys', async () => {
    for (const call of [
      t.get('/sys/account/list', { token: a1.token }),
      t.post('/sys/account/add', { token: a1.token, form: validAccount() }),
      t.get('/sys/account/delete', { token: a1.token, query: { ids: [a.id] } }),
    ]) {
      const answer = await call;
      expect(answer.statusCode).toBe(403);
      expect(answer.body).toEqual({ status: 2001, message: 'insufficient permission', data: null });
    }
  });

  it('refuses a caller without the key before looking at the body', async () => {
    const answer = await t.post('/sys/account/add', { token: a1.token, form: { username: 'x' } });
    expect(answer.statusCode).toBe(403);
    expect(answer.body.status).toBe(2001);
    const anonymous = await t.post('/sys/account/add', { form: { username: 'x' } });
    expect(anonymous.body.status).toBe(2003);
  });
});

describe('malformed input', () => {
  it('names each invalid field of a new account', async () => {
    const cases: [Record<string, string | number>, RegExp][] = [
      [
        { ...validAccount(), username: 'abc' },
        /^username: account must be 6-20 letters, digits or underscores/,
      ],
      [{ ...validAccount(), mobile: '' }, /^mobile: phone cannot be empty/],
      [{ ...validAccount(), mobile: '12345678901' }, /^mobile: please fill in phone correctly/],
      [{ ...validAccount(), email: 'not-a-mail' }, /^email: please enter a valid mailbox/],
      [{ ...validAccount(), roleid: '' }, /^roleid: please select a role/],
      [{ ...validAccount(), parentid: 'up' }, /^parentid: /],
      [{ ...validAccount(), validity: '7' }, /^validity: please select the validity period/],
      [{ ...validAccount(), enabled: 3 }, /^enabled: /],
      [{ ...validAccount(), realname: 'n'.repeat(51) }, /^realname: /],
      [{ ...validAccount(), password: '' }, /^password: /],
      [{ ...validAccount(), password: 'short' }, /^password: password must be 8-20 characters/],
      [{ ...validAccount(), password: 'Lamp#1234x' }, /^password: .*digit sequence longer than three/],
    ];
    for (const [form, message] of cases) {
      const answer = await t.post('/sys/account/add', { token: admin, form });
      expect(answer.statusCode, JSON.stringify(form)).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
  });

  it('names each invalid field of the other changes', async () => {
    const cases: [string, Record<string, string | number>, RegExp][] = [
      ['/sys/account/update', { mobile: uniqueMobile(), roleid: controllerRole }, /^id: /],
      ['/sys/account/update', { id: a1.id, mobile: uniqueMobile(), roleid: 'x' }, /^roleid: /],
      ['/sys/account/update', { id: a1.id, mobile: 'x', roleid: controllerRole }, /^mobile: /],
      ['/sys/account/enable', { id: a1.id, enabled: 2 }, /^enabled: /],
      ['/sys/account/enable', { id: 'me', enabled: 1 }, /^id: /],
      ['/sys/account/resetpwd', { id: a1.id }, /^password: /],
    ];
    for (const [path, form, message] of cases) {
      const answer = await t.post(path, { token: admin, form });
      expect(answer.statusCode, `${path} ${JSON.stringify(form)}`).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    const noIds = await t.get('/sys/account/delete', { token: admin });
    expect(noIds.statusCode).toBe(400);
    expect(noIds.body.message).toMatch(/^ids: /);
  });

  it('refuses bodies that are not an account: not an object, wrong types, wrong type of content, too large', async () => {
    for (const json of ['a string', [validAccount()], 42, null]) {
      const answer = await t.post('/sys/account/add', { token: admin, json });
      expect(answer.statusCode, JSON.stringify(json)).toBe(400);
      expect(answer.body.data).toBeNull();
    }
    const wrongTypes = await t.post('/sys/account/add', {
      token: admin,
      json: { ...validAccount(), username: { $ne: '' }, mobile: ['13900000000'] },
    });
    expect(wrongTypes.statusCode).toBe(400);
    expect(wrongTypes.body.message).toMatch(/username: /);
    expect(wrongTypes.body.message).toMatch(/mobile: /);
    const xml = await t.post('/sys/account/add', {
      token: admin,
      json: validAccount(),
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.body.status).toBe(415);
    const huge = await t.post('/sys/account/add', {
      token: admin,
      form: { ...validAccount(), realname: 'x'.repeat(t.config.bodyLimit + 1) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.body.status).toBe(413);
  });

  it('takes a JSON body as well as a form', async () => {
    const answer = await t.post('/sys/account/add', { token: admin, json: validAccount() });
    expect(answer.statusCode).toBe(200);
  });
});

describe('POST /sys/account/add', () => {
  it('creates an account below the caller with a validity period', async () => {
    const form = {
      ...validAccount(),
      realname: '夜班 Ops',
      email: 'ops_night@city.gov.cn',
      validity: '2',
      salesman: 'Li',
    };
    const answer = await t.post('/sys/account/add', { token: a.token, form });
    expect(answer.statusCode).toBe(200);
    const account = answer.body.data;
    expect(account).toMatchObject({
      username: form.username,
      realname: '夜班 Ops',
      email: 'ops_night@city.gov.cn',
      parentid: a.id,
      parentname: 'tenant_a',
      rolecode: 'controller',
      salesman: 'Li',
      enabled: 1,
      childcount: 0,
      lastlogintime: null,
    });
    const years = (Date.parse(account.deadline) - Date.now()) / (365.25 * 86400_000);
    expect(years).toBeGreaterThan(1.99);
    expect(years).toBeLessThan(2.01);
    expect(account).not.toHaveProperty('password');
    expect(JSON.stringify(account)).not.toMatch(/argon2/);
    const audit = await t.get('/sys/audit/list', { token: a.token, query: { action: 'account.add' } });
    expect(audit.body.data[0].list[0]).toMatchObject({
      actorname: 'tenant_a',
      result: 'success',
      targetid: String(account.id),
    });
    expect(JSON.stringify(audit.body.data[0].list[0])).not.toContain(form.password);
  });

  it('places the account below a chosen parent of the subtree; a permanent one has no deadline', async () => {
    const answer = await t.post('/sys/account/add', {
      token: admin,
      form: { ...validAccount(), parentid: a1.id, validity: 'permanent' },
    });
    expect(answer.body.data).toMatchObject({ parentid: a1.id, parentname: 'tenant_a_child', deadline: null });
  });

  it('refuses a username, phone or mailbox that is taken', async () => {
    const first = { ...validAccount(), email: 'twice@city.gov.cn' };
    expect((await t.post('/sys/account/add', { token: admin, form: first })).statusCode).toBe(200);
    const sameName = await t.post('/sys/account/add', {
      token: admin,
      form: { ...validAccount(), username: first.username.toUpperCase() },
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.body.message).toBe('username already exists');
    const samePhone = await t.post('/sys/account/add', {
      token: admin,
      form: { ...validAccount(), mobile: first.mobile },
    });
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.body.message).toBe('phone already bound to another account');
    const sameMail = await t.post('/sys/account/add', {
      token: admin,
      form: { ...validAccount(), email: 'TWICE@city.gov.cn' },
    });
    expect(sameMail.statusCode).toBe(409);
    expect(sameMail.body.message).toBe('mailbox already bound to another account');
  });

  it('refuses a parent outside the subtree with 400', async () => {
    for (const parentid of [b.id, 999_999]) {
      const answer = await t.post('/sys/account/add', {
        token: a.token,
        form: { ...validAccount(), parentid },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.body.message).toBe('parent account must be your own account or one of its sub-accounts');
    }
  });
});

describe('POST /sys/account/update', () => {
  it('never touches the password, even when one is sent', async () => {
    const form = validAccount();
    const added = await t.post('/sys/account/add', { token: admin, form });
    const answer = await t.post('/sys/account/update', {
      token: admin,
      form: { id: added.body.data.id, realname: 'Kept secret', password: 'Other#Secret99' },
    });
    expect(answer.statusCode).toBe(200);
    expect((await t.signInTokens(form.username, form.password)).statusCode).toBe(200);
    expect((await t.signInTokens(form.username, 'Other#Secret99')).statusCode).not.toBe(200);
  });

  it('checks a phone or mailbox only when it is sent and changes', async () => {
    const taken = { ...validAccount(), email: 'taken.box@city.gov.cn' };
    await t.post('/sys/account/add', { token: admin, form: taken });
    const own = await t.post('/sys/account/add', { token: admin, form: validAccount() });
    const id = own.body.data.id;
    const same = await t.post('/sys/account/update', {
      token: admin,
      form: { id, mobile: own.body.data.mobile, salesman: 'Zhou' },
    });
    expect(same.statusCode, same.body.message).toBe(200);
    const stolen = await t.post('/sys/account/update', { token: admin, form: { id, email: taken.email } });
    expect(stolen.statusCode).toBe(409);
    expect(stolen.body.message).toBe('mailbox already bound to another account');
  });
});

describe('which roles a caller may give', () => {
  let keeper: CreatedAccount;
  let keeperRole: number;

  beforeAll(async () => {
    const accountKeys = ['list', 'add', 'update', 'delete', 'resetpwd'].map((key) => `sys:account:${key}`);
    const role = await t.post('/sys/role/add', {
      token: admin,
      form: { name: 'Account keeper', idenkey: 'account_keeper', permissions: accountKeys },
    });
    keeperRole = role.body.data.id;
    keeper = await createAccount(t, admin, { username: 'account_keeper', role: 'account_keeper' });
  });

  it('refuses a role holding permissions the caller lacks, on add and on update, and audits it', async () => {
    const added = await t.post('/sys/account/add', {
      token: keeper.token,
      form: { ...validAccount(), roleid: adminRole },
    });
    expect(added.statusCode).toBe(403);
    expect(added.body).toEqual({
      status: 403,
      message: 'you can only assign roles whose permissions you hold yourself',
      data: null,
      key: 'error.roleNotAssignable',
    });
    const child = await t.post('/sys/account/add', {
      token: keeper.token,
      form: { ...validAccount(), roleid: keeperRole },
    });
    expect(child.statusCode).toBe(200);
    const promoted = await t.post('/sys/account/update', {
      token: keeper.token,
      form: { id: child.body.data.id, mobile: uniqueMobile(), roleid: controllerRole },
    });
    expect(promoted.statusCode).toBe(403);
    const audit = await t.get('/sys/audit/list', {
      token: admin,
      query: { action: 'account.update', result: 'failure' },
    });
    expect(audit.body.data[0].list[0]).toMatchObject({
      actorname: 'account_keeper',
      targetid: String(child.body.data.id),
      detail: { reason: 'you can only assign roles whose permissions you hold yourself' },
    });
  });

  it('answers 404 for a role owned by another subtree', async () => {
    const foreign = await t.post('/sys/role/add', {
      token: b.token,
      form: { name: 'B crew', idenkey: 'b_crew', permissions: ['warning:list'] },
    });
    const answer = await t.post('/sys/account/add', {
      token: a.token,
      form: { ...validAccount(), roleid: foreign.body.data.id },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.body.message).toBe('role not found');
  });
});

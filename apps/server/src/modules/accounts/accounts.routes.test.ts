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
});

describe('POST /sys/account/add', () => {
  it('names each invalid field', async () => {
    const cases: [Record<string, string | number>, RegExp][] = [
      [
        { ...validAccount(), username: 'abc' },
        /^username: account must be 6-20 letters, digits or underscores/,
      ],
      [{ ...validAccount(), mobile: '' }, /^mobile: phone cannot be empty/],
      [{ ...validAccount(), mobile: '12345678901' }, /^mobile: please fill in phone correctly/],
      [{ ...validAccount(), email: 'not-a-mail' }, /^email: please enter a valid mailbox/],
      [{ ...validAccount(), roleid: '' }, /^roleid: please select a role/],
      [{ ...validAccount(), validity: '7' }, /^validity: please select the validity period/],
      [{ ...validAccount(), password: 'short' }, /^password: password must be 8-20 characters/],
      [{ ...validAccount(), password: 'Lamp#1234x' }, /^password: .*digit sequence longer than three/],
    ];
    for (const [form, message] of cases) {
      const answer = await t.post('/sys/account/add', { token: admin, form });
      expect(answer.statusCode, JSON.stringify(form)).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
  });

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
      locked: 0,
      childcount: 0,
    });
    const years = (Date.parse(account.deadline) - Date.now()) / (365.25 * 86400_000);
    expect(years).toBeGreaterThan(1.99);
    expect(years).toBeLessThan(2.01);
    expect(account).not.toHaveProperty('password');
    expect(JSON.stringify(account)).not.toMatch(/argon2/);
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
    expect(samePhone.body.message).toBe('phone already bound to another account');
    const sameMail = await t.post('/sys/account/add', {
      token: admin,
      form: { ...validAccount(), email: 'TWICE@city.gov.cn' },
    });
    expect(sameMail.body.message).toBe('mailbox already bound to another account');
  });

  it('refuses a parent outside the subtree and a role with more permissions than the caller', async () => {
    const foreignParent = await t.post('/sys/account/add', {
      token: a.token,
      form: { ...validAccount(), parentid: b.id },
    });
    expect(foreignParent.statusCode).toBe(400);
    expect(foreignParent.body.message).toMatch(/parent account must be your own account/);
    const escalation = await t.post('/sys/account/add', {
      token: a1.token,
      form: { ...validAccount(), roleid: adminRole },
    });
    expect(escalation.statusCode).toBe(403);
  });
});

describe('the account tree', () => {
  it('lists only the caller and its subtree', async () => {
    const answer = await t.get('/sys/account/list', { token: a.token, query: { pagesize: 100 } });
    expect(answer.statusCode).toBe(200);
    const usernames = answer.body.data[0].list.map((row: { username: string }) => row.username);
    expect(usernames).toContain('tenant_a');
    expect(usernames).toContain('tenant_a_child');
    expect(usernames).not.toContain('tenant_b');
    expect(usernames).not.toContain('admin');
    expect(answer.body.data[0].total).toBe(usernames.length);
  });

  it('answers 404 for every call on an account outside the subtree', async () => {
    const token = a.token;
    const answers = [
      await t.get('/sys/account/detail', { token, query: { id: b.id } }),
      await t.get('/sys/account/detail', { token, query: { id: 1 } }),
      await t.post('/sys/account/update', {
        token,
        form: { id: b.id, mobile: uniqueMobile(), roleid: controllerRole },
      }),
      await t.post('/sys/account/enable', { token, form: { id: b.id, enabled: 0 } }),
      await t.post('/sys/account/resetpwd', { token, form: { id: b.id, password: 'Street#Light43' } }),
      await t.get('/sys/account/delete', { token, query: { ids: [b.id] } }),
      await t.get('/sys/account/detail', { token, query: { id: 999_999 } }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toEqual({ status: 404, message: 'account not found', data: null });
    }
  });

  it('answers the subtree as a tree rooted at the caller', async () => {
    const answer = await t.get('/sys/account/tree', { token: a.token });
    expect(answer.body.data).toHaveLength(1);
    expect(answer.body.data[0].username).toBe('tenant_a');
    expect(answer.body.data[0].children.map((c: { username: string }) => c.username)).toContain(
      'tenant_a_child',
    );
  });

  it('moves an account with its subtree and refuses a move under its own subtree', async () => {
    const mover = await createAccount(t, admin, { username: 'mover_root' });
    const grandchild = await createAccount(t, mover.token, {
      username: 'mover_grandchild',
      role: 'controller',
    });
    const cycle = await t.post('/sys/account/update', {
      token: admin,
      form: { id: mover.id, parentid: grandchild.id, mobile: uniqueMobile(), roleid: adminRole },
    });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.body.message).toMatch(/cannot be moved under itself/);
    const moved = await t.post('/sys/account/update', {
      token: admin,
      form: { id: mover.id, parentid: b.id, mobile: uniqueMobile(), roleid: adminRole },
    });
    expect(moved.statusCode).toBe(200);
    const seenByB = await t.get('/sys/account/detail', { token: b.token, query: { id: grandchild.id } });
    expect(seenByB.statusCode).toBe(200);
    const seenByA = await t.get('/sys/account/detail', { token: a.token, query: { id: grandchild.id } });
    expect(seenByA.statusCode).toBe(404);
  });
});

describe('changes that end sessions', () => {
  it('ends a live token at once when the account is disabled, and refuses sign-in with 2005', async () => {
    const victim = await createAccount(t, admin, { username: 'to_disable', role: 'controller' });
    const disabled = await t.post('/sys/account/enable', {
      token: admin,
      form: { id: victim.id, enabled: 0 },
    });
    expect(disabled.body.data.enabled).toBe(0);
    expect((await t.get('/remote/type/devicetype', { token: victim.token })).body.status).toBe(2002);
    const signIn = await t.signInTokens('to_disable', victim.password);
    expect(signIn.body).toEqual({ status: 2005, message: 'user is disabled', data: null });
  });

  it('ends tokens and lifts a lock on a password reset', async () => {
    const victim = await createAccount(t, admin, { username: 'to_reset', role: 'controller' });
    for (let i = 0; i < 5; i++) await t.signInTokens('to_reset', 'Wrong#pass1', '10.1.1.1');
    const listed = await t.get('/sys/account/detail', { token: admin, query: { id: victim.id } });
    expect(listed.body.data.locked).toBe(1);
    const weak = await t.post('/sys/account/resetpwd', {
      token: admin,
      form: { id: victim.id, password: 'weak' },
    });
    expect(weak.statusCode).toBe(400);
    const reset = await t.post('/sys/account/resetpwd', {
      token: admin,
      form: { id: victim.id, password: 'Fresh#Start77' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await t.get('/remote/type/devicetype', { token: victim.token })).body.status).toBe(2002);
    expect((await t.signInTokens('to_reset', 'Fresh#Start77', '10.1.1.2')).statusCode).toBe(200);
  });

  it('refuses to disable oneself or change one’s own role or validity', async () => {
    const self = await t.post('/sys/account/enable', { token: a.token, form: { id: a.id, enabled: 0 } });
    expect(self.statusCode).toBe(400);
    const role = await t.post('/sys/account/update', {
      token: a.token,
      form: { id: a.id, mobile: uniqueMobile(), roleid: controllerRole },
    });
    expect(role.statusCode).toBe(400);
    const ownRole = (await t.get('/sys/account/detail', { token: a.token, query: { id: a.id } })).body.data
      .roleid;
    const validity = await t.post('/sys/account/update', {
      token: a.token,
      form: { id: a.id, mobile: uniqueMobile(), roleid: ownRole, validity: 'permanent' },
    });
    expect(validity.statusCode).toBe(400);
    expect(validity.body.message).toBe(
      'you cannot disable your own account or change its role, parent or validity period',
    );
  });
});

describe('GET /sys/account/delete', () => {
  it('refuses an account that still has sub-accounts, and oneself', async () => {
    const withChild = await t.get('/sys/account/delete', { token: admin, query: { ids: [a.id] } });
    expect(withChild.statusCode).toBe(409);
    expect(withChild.body.message).toMatch(/still has child accounts/);
    const self = await t.get('/sys/account/delete', { token: a.token, query: { ids: [a.id] } });
    expect(self.statusCode).toBe(400);
  });

  it('deletes a parent together with its children, and its sessions end', async () => {
    const parent = await createAccount(t, admin, { username: 'short_lived' });
    const child = await createAccount(t, parent.token, { username: 'short_lived_kid', role: 'controller' });
    const answer = await t.get('/sys/account/delete', {
      token: admin,
      query: { ids: [parent.id, child.id] },
    });
    expect(answer.statusCode).toBe(200);
    expect((await t.get('/remote/type/devicetype', { token: child.token })).body.status).toBe(2002);
    const audit = await t.get('/sys/audit/list', { token: admin, query: { action: 'account.delete' } });
    expect(audit.body.data[0].list[0]).toMatchObject({ actorname: 'admin', result: 'success' });
  });
});

describe('the order of refusals', () => {
  it('refuses a caller without the key before looking at the body', async () => {
    const answer = await t.post('/sys/account/add', { token: a1.token, form: { username: 'x' } });
    expect(answer.statusCode).toBe(403);
    expect(answer.body.status).toBe(2001);
    const anonymous = await t.post('/sys/account/add', { form: { username: 'x' } });
    expect(anonymous.body.status).toBe(2003);
  });
});

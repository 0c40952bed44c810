import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount, roleIdByCode, uniqueMobile } from '../../test/accounts-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let adminId: number;
let adminRole: number;
let controllerRole: number;
let a: CreatedAccount;
let b: CreatedAccount;
let a1: CreatedAccount;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin', ADMIN_PASSWORD);
  adminId = (await t.get('/sys/user/info', { token: admin })).body.data.id;
  adminRole = await roleIdByCode(t, 'admin');
  controllerRole = await roleIdByCode(t, 'controller');
  a = await createAccount(t, admin, { username: 'tenant_a' });
  b = await createAccount(t, admin, { username: 'tenant_b' });
  a1 = await createAccount(t, a.token, { username: 'tenant_a_child', role: 'controller' });
});
afterAll(() => t.close());

/** Whether the account still answers a call with its token. */
async function tokenWorks(token: string): Promise<boolean> {
  const answer = await t.get('/remote/type/devicetype', { token });
  if (answer.statusCode !== 200) expect(answer.body.status).toBe(2002);
  return answer.statusCode === 200;
}

const usernamesIn = (answer: { body: { data: [{ list: { username: string }[] }] } }) =>
  answer.body.data[0].list.map((row) => row.username);

describe('the account tree', () => {
  it('lists only the caller and its subtree', async () => {
    const answer = await t.get('/sys/account/list', { token: a.token, query: { pagesize: 100 } });
    expect(answer.statusCode).toBe(200);
    expect(usernamesIn(answer).sort()).toEqual(['tenant_a', 'tenant_a_child']);
    expect(answer.body.data[0].total).toBe(2);
    const own = answer.body.data[0].list.find((row: { id: number }) => row.id === a.id);
    expect(own).toMatchObject({ parentname: 'admin', rolecode: 'admin', childcount: 1 });
    expect(own.lastlogintime).not.toBeNull();
  });

  it('filters by keyword, role, parent and state, still inside the subtree', async () => {
    const list = (query: Record<string, string | number>) =>
      t.get('/sys/account/list', { token: a.token, query }).then(usernamesIn);
    expect(await list({ keyword: 'A_CHILD' })).toEqual(['tenant_a_child']);
    expect(await list({ keyword: 'tenant_b' })).toEqual([]);
    expect(await list({ keyword: '%' })).toEqual([]);
    expect(await list({ roleid: controllerRole })).toEqual(['tenant_a_child']);
    expect(await list({ parentid: a.id })).toEqual(['tenant_a_child']);
    expect(await list({ parentid: adminId })).toEqual(['tenant_a']);
    expect(await list({ enabled: 0 })).toEqual([]);
    const paged = await t.get('/sys/account/list', { token: a.token, query: { pagesize: 1, pagenum: 2 } });
    expect(paged.body.data[0]).toMatchObject({ total: 2, list: [{ username: 'tenant_a_child' }] });
  });

  it('answers 404 for every call on an account outside the subtree, its parent included', async () => {
    const token = a.token;
    for (const id of [b.id, adminId, 999_999]) {
      const answers = [
        await t.get('/sys/account/detail', { token, query: { id } }),
        await t.post('/sys/account/update', {
          token,
          form: { id, mobile: uniqueMobile(), roleid: adminRole },
        }),
        await t.post('/sys/account/enable', { token, form: { id, enabled: 0 } }),
        await t.post('/sys/account/resetpwd', { token, form: { id, password: 'Street#Light43' } }),
        await t.get('/sys/account/delete', { token, query: { ids: [a1.id, id] } }),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(404);
        expect(answer.body).toEqual({
          status: 404,
          message: 'account not found',
          data: null,
          key: 'error.notFound',
        });
      }
    }
    expect(await tokenWorks(b.token)).toBe(true);
    expect((await t.get('/sys/account/detail', { token, query: { id: a1.id } })).statusCode).toBe(200);
  });

  it('answers the subtree as a tree rooted at the caller', async () => {
    const answer = await t.get('/sys/account/tree', { token: a.token });
    expect(answer.body.data).toEqual([
      {
        id: a.id,
        username: 'tenant_a',
        realname: '',
        children: [{ id: a1.id, username: 'tenant_a_child', realname: '', children: [] }],
      },
    ]);
  });
});

describe('POST /sys/account/update', () => {
  it('refuses to disable oneself or change one’s own role, parent or validity', async () => {
    const self = await t.post('/sys/account/enable', { token: a.token, form: { id: a.id, enabled: 0 } });
    expect(self.statusCode).toBe(400);
    const own = { id: a.id, mobile: uniqueMobile(), roleid: adminRole };
    for (const change of [{ roleid: controllerRole }, { validity: 'permanent' }, { parentid: a1.id }]) {
      const answer = await t.post('/sys/account/update', { token: a.token, form: { ...own, ...change } });
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
      expect(answer.body.message).toBe(
        'you cannot disable your own account or change its role, parent or validity period',
      );
    }
    const name = await t.post('/sys/account/update', { token: a.token, form: { ...own, realname: 'A' } });
    expect(name.body.data).toMatchObject({ realname: 'A', roleid: adminRole, parentid: adminId });
  });

  it('keeps the enabled state when the field is left out', async () => {
    const quiet = await createAccount(t, admin, { username: 'quiet_one', role: 'controller' });
    await t.post('/sys/account/enable', { token: admin, form: { id: quiet.id, enabled: 0 } });
    const answer = await t.post('/sys/account/update', {
      token: admin,
      form: { id: quiet.id, mobile: uniqueMobile(), roleid: controllerRole, realname: 'Quiet' },
    });
    expect(answer.body.data).toMatchObject({ realname: 'Quiet', enabled: 0 });
  });

  it('moves an account with its whole subtree; paths follow down to the grandchild', async () => {
    const mover = await createAccount(t, admin, { username: 'mover_root' });
    const child = await createAccount(t, mover.token, { username: 'mover_child' });
    const grandchild = await createAccount(t, child.token, {
      username: 'mover_grandchild',
      role: 'controller',
    });
    const form = { id: mover.id, mobile: uniqueMobile(), roleid: adminRole };
    const cycle = await t.post('/sys/account/update', {
      token: admin,
      form: { ...form, parentid: grandchild.id },
    });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.body.message).toBe('an account cannot be moved under itself or its sub-accounts');
    const outside = await t.post('/sys/account/update', {
      token: a.token,
      form: { ...form, id: a1.id, parentid: b.id },
    });
    expect(outside.statusCode).toBe(400);

    const moved = await t.post('/sys/account/update', { token: admin, form: { ...form, parentid: b.id } });
    expect(moved.body.data).toMatchObject({ parentid: b.id, parentname: 'tenant_b' });
    const seenByB = await t.get('/sys/account/list', { token: b.token, query: { keyword: 'mover' } });
    expect(usernamesIn(seenByB).sort()).toEqual(['mover_child', 'mover_grandchild', 'mover_root']);
    expect(
      (await t.get('/sys/account/detail', { token: a.token, query: { id: grandchild.id } })).statusCode,
    ).toBe(404);
    // The moved accounts keep their sessions and now see their subtree by its new path.
    const seenByChild = await t.get('/sys/account/list', { token: child.token });
    expect(usernamesIn(seenByChild).sort()).toEqual(['mover_child', 'mover_grandchild']);
    const tree = await t.get('/sys/account/tree', { token: b.token });
    expect(tree.body.data[0].children[0].children[0].children[0].username).toBe('mover_grandchild');
  });

  it('changes nothing when a later check refuses the change', async () => {
    const taken = (await t.get('/sys/account/detail', { token: admin, query: { id: b.id } })).body.data
      .mobile;
    const answer = await t.post('/sys/account/update', {
      token: admin,
      form: { id: a1.id, parentid: b.id, mobile: taken, roleid: controllerRole, realname: 'Moved?' },
    });
    expect(answer.statusCode).toBe(409);
    const after = await t.get('/sys/account/detail', { token: admin, query: { id: a1.id } });
    expect(after.body.data).toMatchObject({ parentid: a.id, realname: '' });
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
    expect(await tokenWorks(victim.token)).toBe(false);
    const signIn = await t.signInTokens('to_disable', victim.password);
    expect(signIn.body).toEqual({ status: 2005, message: 'user is disabled', data: null });
    await t.post('/sys/account/enable', { token: admin, form: { id: victim.id, enabled: 1 } });
    expect((await t.signInTokens('to_disable', victim.password)).statusCode).toBe(200);
  });

  it('ends a live token at once when the role changes or the update disables the account', async () => {
    const promoted = await createAccount(t, admin, { username: 'to_promote', role: 'controller' });
    const form = { id: promoted.id, mobile: uniqueMobile(), roleid: adminRole };
    expect((await t.post('/sys/account/update', { token: admin, form })).statusCode).toBe(200);
    expect(await tokenWorks(promoted.token)).toBe(false);
    const again = await t.signIn('to_promote', promoted.password);
    await t.post('/sys/account/update', { token: admin, form: { ...form, enabled: 0 } });
    expect(await tokenWorks(again)).toBe(false);
  });

  it('keeps live tokens through a change of name or phone', async () => {
    const renamed = await createAccount(t, admin, { username: 'to_rename', role: 'controller' });
    const form = { id: renamed.id, mobile: uniqueMobile(), roleid: controllerRole, realname: 'New' };
    expect((await t.post('/sys/account/update', { token: admin, form })).statusCode).toBe(200);
    expect(await tokenWorks(renamed.token)).toBe(true);
  });

  it('ends tokens on a password reset and keeps the new password out of the audit log', async () => {
    const victim = await createAccount(t, admin, { username: 'to_reset', role: 'controller' });
    const weak = await t.post('/sys/account/resetpwd', {
      token: admin,
      form: { id: victim.id, password: 'weak' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.body.message).toMatch(/^password: /);
    const reset = await t.post('/sys/account/resetpwd', {
      token: admin,
      form: { id: victim.id, password: 'Fresh#Start77' },
    });
    expect(reset.body).toEqual({ status: 200, message: 'success', data: null });
    expect(await tokenWorks(victim.token)).toBe(false);
    expect((await t.signInTokens('to_reset', 'Fresh#Start77', '10.1.1.2')).statusCode).toBe(200);
    const audit = await t.get('/sys/audit/list', { token: admin, query: { action: 'account.resetpwd' } });
    expect(audit.body.data[0].list[0]).toMatchObject({ result: 'success', targetid: String(victim.id) });
    expect(JSON.stringify(audit.body.data[0].list)).not.toContain('Fresh#Start77');
  });

  it("refuses to reset one's own password, which is changed with the current one, and audits the refusal", async () => {
    const answer = await t.post('/sys/account/resetpwd', {
      token: b.token,
      form: { id: b.id, password: 'Own#Reset88' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({
      message: 'you cannot reset your own password here; change it in your profile with the current one',
      key: 'error.cannotResetOwnPassword',
    });
    expect(await tokenWorks(b.token)).toBe(true);
    expect((await t.signInTokens('tenant_b', 'Own#Reset88', '10.1.1.3')).statusCode).toBe(401);
    const audit = await t.get('/sys/audit/list', { token: admin, query: { action: 'account.resetpwd' } });
    expect(audit.body.data[0].list[0]).toMatchObject({
      result: 'failure',
      targetid: String(b.id),
      detail: {
        reason: 'you cannot reset your own password here; change it in your profile with the current one',
      },
    });
  });
});

describe('GET /sys/account/delete', () => {
  it('refuses an account that still has sub-accounts, and oneself, deleting nothing', async () => {
    const lone = await createAccount(t, admin, { username: 'lone_leaf', role: 'controller' });
    const withChild = await t.get('/sys/account/delete', { token: admin, query: { ids: [lone.id, a.id] } });
    expect(withChild.statusCode).toBe(409);
    expect(withChild.body.message).toBe('account still has child accounts; move or delete them first');
    expect((await t.get('/sys/account/detail', { token: admin, query: { id: lone.id } })).statusCode).toBe(
      200,
    );
    const self = await t.get('/sys/account/delete', { token: a.token, query: { ids: [a.id] } });
    expect(self.statusCode).toBe(400);
    expect(self.body.message).toBe('you cannot delete your own account');
  });

  it('deletes a parent together with its children, and their sessions end', async () => {
    const parent = await createAccount(t, admin, { username: 'short_lived' });
    const child = await createAccount(t, parent.token, { username: 'short_lived_kid', role: 'controller' });
    const answer = await t.get('/sys/account/delete', {
      token: admin,
      query: { ids: [parent.id, child.id] },
    });
    expect(answer.body).toEqual({ status: 200, message: 'success', data: null });
    expect(await tokenWorks(child.token)).toBe(false);
    expect(await tokenWorks(parent.token)).toBe(false);
    expect((await t.get('/sys/account/detail', { token: admin, query: { id: child.id } })).statusCode).toBe(
      404,
    );
    const audit = await t.get('/sys/audit/list', { token: admin, query: { action: 'account.delete' } });
    expect(audit.body.data[0].list[0]).toMatchObject({
      actorname: 'admin',
      result: 'success',
      targetid: `${parent.id},${child.id}`,
    });
  });
});

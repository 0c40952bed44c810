import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount, roleIdByCode, uniqueMobile } from '../../test/accounts-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let tenant: CreatedAccount;
let sibling: CreatedAccount;
let operator: CreatedAccount;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin', ADMIN_PASSWORD);
  tenant = await createAccount(t, admin, { username: 'role_tenant' });
  sibling = await createAccount(t, admin, { username: 'role_sibling' });
  operator = await createAccount(t, tenant.token, { username: 'role_operator', role: 'controller' });
});
afterAll(() => t.close());

const roleForm = (idenkey: string, extra: Record<string, string | string[] | number[]> = {}) => ({
  name: `Night crew ${idenkey}`,
  idenkey,
  description: 'watches the map at night',
  permissions: ['warning:list', 'warning:read'],
  ...extra,
});

describe('who may manage roles', () => {
  it('answers 2003 without a token and 2001 without the role keys', async () => {
    expect((await t.get('/sys/role/list')).body.status).toBe(2003);
    const refused = await t.post('/sys/role/add', { token: operator.token, form: roleForm('nope') });
    expect(refused.statusCode).toBe(403);
    expect(refused.body.status).toBe(2001);
  });

  it('names invalid fields', async () => {
    const badKey = await t.post('/sys/role/add', { token: tenant.token, form: roleForm('Bad Key!') });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.body.message).toMatch(/^idenkey: /);
    const badPermission = await t.post('/sys/role/add', {
      token: tenant.token,
      form: roleForm('crew_x', { permissions: ['fly:to:moon'] }),
    });
    expect(badPermission.body.message).toMatch(/^permissions\.0: /);
    const noName = await t.post('/sys/role/add', {
      token: tenant.token,
      form: { ...roleForm('crew_y'), name: ' ' },
    });
    expect(noName.body.message).toBe('name: name cannot be empty');
    const badMenu = await t.post('/sys/role/add', {
      token: tenant.token,
      form: roleForm('crew_z', { menuids: [99999] }),
    });
    expect(badMenu.body.message).toBe('menuids: menu entry 99999 does not exist');
  });
});

describe('custom roles', () => {
  it('creates a role owned by the caller, visible to its subtree and not to a sibling', async () => {
    const created = await t.post('/sys/role/add', { token: tenant.token, form: roleForm('night_crew') });
    expect(created.statusCode).toBe(200);
    expect(created.body.data).toMatchObject({
      idenkey: 'night_crew',
      builtin: 0,
      usercount: 0,
      permissions: ['warning:list', 'warning:read'],
    });
    const id = created.body.data.id;
    expect((await t.get('/sys/role/detail', { token: tenant.token, query: { id } })).statusCode).toBe(200);
    expect((await t.get('/sys/role/detail', { token: admin, query: { id } })).statusCode).toBe(200);
    const bySibling = await t.get('/sys/role/detail', { token: sibling.token, query: { id } });
    expect(bySibling.statusCode).toBe(404);
    const siblingList = await t.get('/sys/role/list', { token: sibling.token, query: { pagesize: 100 } });
    expect(siblingList.body.data[0].list.map((r: { idenkey: string }) => r.idenkey)).not.toContain(
      'night_crew',
    );
    const taken = await t.post('/sys/role/add', { token: sibling.token, form: roleForm('night_crew') });
    expect(taken.statusCode).toBe(409);
  });

  it('refuses to grant permission keys the caller does not hold', async () => {
    const roleAdmins = (
      await t.post('/sys/role/add', {
        token: tenant.token,
        form: roleForm('role_admins', { permissions: ['sys:role:list', 'sys:role:add', 'warning:list'] }),
      })
    ).body.data;
    await t.post('/sys/account/add', {
      token: tenant.token,
      form: {
        username: 'role_admin_only',
        password: 'Street#Light42',
        mobile: uniqueMobile(),
        roleid: roleAdmins.id,
      },
    });
    const token = await t.signIn('role_admin_only', 'Street#Light42');
    const refused = await t.post('/sys/role/add', {
      token,
      form: roleForm('escalated', { permissions: ['warning:list', 'sys:menu:delete', 'sys:account:add'] }),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe(
      'you can only grant permissions you hold yourself: sys:menu:delete, sys:account:add',
    );
    const allowed = await t.post('/sys/role/add', {
      token,
      form: roleForm('narrow', { permissions: ['warning:list'] }),
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('takes a permission away from live sessions on their next call', async () => {
    const role = (await t.post('/sys/role/add', { token: tenant.token, form: roleForm('shrinking') })).body
      .data;
    const crew = await t.post('/sys/account/add', {
      token: tenant.token,
      form: {
        username: 'shrinking_crew',
        password: 'Street#Light42',
        mobile: uniqueMobile(),
        roleid: role.id,
      },
    });
    expect(crew.statusCode).toBe(200);
    const token = await t.signIn('shrinking_crew', 'Street#Light42');
    expect((await t.get('/remote/warninginfo/list', { token })).statusCode).toBe(200);
    const update = await t.post('/sys/role/update', {
      token: tenant.token,
      form: { id: role.id, ...roleForm('shrinking', { permissions: ['warning:read'] }) },
    });
    expect(update.statusCode).toBe(200);
    const after = await t.get('/remote/warninginfo/list', { token });
    expect(after.statusCode).toBe(403);
    expect(after.body.status).toBe(2001);
  });

  it('refuses to delete a role in use and deletes one that is not', async () => {
    const list = (await t.get('/sys/role/list', { token: tenant.token, query: { keyword: 'shrinking' } }))
      .body.data[0].list;
    const inUse = await t.get('/sys/role/delete', { token: tenant.token, query: { ids: [list[0].id] } });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.body.message).toBe('role is still assigned to 1 account; assign it another role first');
    const unused = (
      await t.post('/sys/role/add', { token: tenant.token, form: roleForm('short_lived_role') })
    ).body.data;
    expect(
      (await t.get('/sys/role/delete', { token: tenant.token, query: { ids: [unused.id] } })).statusCode,
    ).toBe(200);
    expect(
      (await t.get('/sys/role/detail', { token: tenant.token, query: { id: unused.id } })).statusCode,
    ).toBe(404);
  });
});

describe('built-in roles', () => {
  it('can be changed only by a top-level administrator and never deleted', async () => {
    const controllerRole = await roleIdByCode(t, 'controller');
    const byTenant = await t.post('/sys/role/update', {
      token: tenant.token,
      form: { id: controllerRole, ...roleForm('controller') },
    });
    expect(byTenant.statusCode).toBe(403);
    expect(byTenant.body.message).toBe('built-in roles can only be changed by a top-level administrator');
    const renamed = await t.post('/sys/role/update', {
      token: admin,
      form: { id: controllerRole, ...roleForm('controller_renamed') },
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.body.message).toBe('idenkey: the key of a built-in role cannot change');
    const kept = await t.post('/sys/role/update', {
      token: admin,
      form: { id: controllerRole, ...roleForm('controller') },
    });
    expect(kept.statusCode).toBe(200);
    const deleted = await t.get('/sys/role/delete', {
      token: admin,
      query: { ids: [await roleIdByCode(t, 'demo')] },
    });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.body.message).toBe('built-in roles cannot be deleted');
  });

  it('lists the permission catalogue', async () => {
    const answer = await t.get('/sys/role/permissions', { token: admin });
    expect(answer.body.data).toContain('sys:account:add');
  });
});

describe('roles of a deleted account', () => {
  it('fall to the top-level administrators, who can still change and delete them', async () => {
    const owner = await createAccount(t, admin, { username: 'short_lived_owner' });
    const role = (await t.post('/sys/role/add', { token: owner.token, form: roleForm('orphan_crew') })).body
      .data;
    expect(
      (await t.get('/sys/account/delete', { token: admin, query: { ids: [owner.id] } })).statusCode,
    ).toBe(200);
    expect((await t.get('/sys/role/detail', { token: admin, query: { id: role.id } })).statusCode).toBe(200);
    expect(
      (await t.get('/sys/role/detail', { token: tenant.token, query: { id: role.id } })).statusCode,
    ).toBe(404);
    expect((await t.get('/sys/role/delete', { token: admin, query: { ids: [role.id] } })).statusCode).toBe(
      200,
    );
  });
});

describe('audit', () => {
  it('records every role change', async () => {
    const answer = await t.get('/sys/audit/list', {
      token: admin,
      query: { action: 'role.', pagesize: 100 },
    });
    const actions = new Set(answer.body.data[0].list.map((e: { action: string }) => e.action));
    expect([...actions].sort()).toEqual(['role.add', 'role.delete', 'role.update']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount, roleIdByCode } from '../../test/accounts-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let userRole: number;
let controllerRole: number;
let a: CreatedAccount;
let b: CreatedAccount;
let a1: CreatedAccount;
let b1: CreatedAccount;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin', ADMIN_PASSWORD);
  userRole = await roleIdByCode(t, 'user');
  controllerRole = await roleIdByCode(t, 'controller');
  a = await createAccount(t, admin, { username: 'switch_tenant_a' });
  b = await createAccount(t, admin, { username: 'switch_tenant_b' });
  a1 = await createAccount(t, a.token, { username: 'switch_a_child', role: 'controller' });
  b1 = await createAccount(t, b.token, { username: 'switch_b_child', role: 'controller' });
});
afterAll(() => t.close());

const SWITCH = '/sys/role/switch';

async function addRole(token: string, idenkey: string, permissions = ['warning:list']): Promise<number> {
  const answer = await t.post('/sys/role/add', {
    token,
    form: { name: `Crew ${idenkey}`, idenkey, permissions },
  });
  expect(answer.statusCode, answer.body.message).toBe(200);
  return answer.body.data.id;
}

async function roleOf(token: string, id: number): Promise<string> {
  return (await t.get('/sys/account/detail', { token, query: { id } })).body.data.rolecode;
}

/** Whether the account still answers a call with its token. */
async function tokenWorks(token: string): Promise<boolean> {
  const answer = await t.get('/remote/type/devicetype', { token });
  if (answer.statusCode !== 200) expect(answer.body.status).toBe(2002);
  return answer.statusCode === 200;
}

describe('who may switch roles', () => {
  it('answers 2003 without a token, whatever the body holds', async () => {
    for (const form of [{ id: 1, toid: 2 }, { id: 'x' }]) {
      const answer = await t.post(SWITCH, { form });
      expect(answer.statusCode).toBe(401);
      expect(answer.body.status).toBe(2003);
    }
  });

  it('answers 2001 to a demo user, which may change nothing', async () => {
    const demo = await createAccount(t, admin, { username: 'switch_demo', role: 'demo' });
    const answer = await t.post(SWITCH, { token: demo.token, form: { id: controllerRole, toid: userRole } });
    expect(answer.statusCode).toBe(403);
    expect(answer.body).toEqual({ status: 2001, message: 'insufficient permission', data: null });
    expect(await roleOf(a.token, a1.id)).toBe('controller');
  });

  it('answers 2001 to an account manager without sys:role:update, and audits it', async () => {
    const keys = ['list', 'add', 'update'].map((key) => `sys:account:${key}`);
    await addRole(admin, 'switch_keeper', [...keys, 'sys:role:list', 'warning:list']);
    const keeper = await createAccount(t, admin, { username: 'switch_keeper', role: 'switch_keeper' });
    await createAccount(t, keeper.token, { username: 'switch_kept', role: 'switch_keeper' });
    const answer = await t.post(SWITCH, {
      token: keeper.token,
      form: { id: await roleIdByCode(t, 'switch_keeper'), toid: userRole },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.body.status).toBe(2001);
    const audit = await t.get('/sys/audit/list', {
      token: admin,
      query: { action: 'account.switchrole', result: 'failure' },
    });
    expect(audit.body.data[0].list[0]).toMatchObject({
      actorname: 'switch_keeper',
      detail: { reason: 'insufficient permission', userids: 'all' },
    });
  });
});

describe('malformed input', () => {
  it('names each invalid field', async () => {
    const cases: [Record<string, string | number | number[]>, RegExp][] = [
      [{ toid: userRole }, /^id: /],
      [{ id: controllerRole }, /^toid: /],
      [{ id: 'night', toid: userRole }, /^id: /],
      [{ id: controllerRole, toid: -3 }, /^toid: /],
      [{ id: controllerRole, toid: userRole, userids: [0] }, /^userids\.0: /],
    ];
    for (const [form, message] of cases) {
      const answer = await t.post(SWITCH, { token: a.token, form });
      expect(answer.statusCode, JSON.stringify(form)).toBe(400);
      expect(answer.body.message, JSON.stringify(form)).toMatch(message);
    }
  });

  it('refuses to move accounts to the role they hold', async () => {
    const answer = await t.post(SWITCH, { token: a.token, form: { id: userRole, toid: userRole } });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toBe('toid: the role to move to must differ from the role to move from');
  });

  it('refuses to move the caller itself', async () => {
    const answer = await t.post(SWITCH, {
      token: a.token,
      json: { id: await roleIdByCode(t, 'admin'), toid: userRole, userids: [a.id] },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toMatch(/^you cannot disable your own account or change its role/);
  });
});

describe('moving every account of a role', () => {
  let crewRole: number;
  let crew: CreatedAccount[];

  beforeAll(async () => {
    crewRole = await addRole(a.token, 'switch_crew');
    const first = await createAccount(t, a.token, { username: 'switch_crew_one', role: 'switch_crew' });
    const second = await createAccount(t, a.token, { username: 'switch_crew_two', role: 'switch_crew' });
    // Deeper in the subtree: below a child account of the caller.
    const deep = await createAccount(t, a.token, {
      username: 'switch_crew_deep',
      role: 'switch_crew',
      parentid: a1.id,
    });
    crew = [first, second, deep];
  });

  it('moves them all, answers how many, and their sessions end', async () => {
    const answer = await t.post(SWITCH, { token: a.token, form: { id: crewRole, toid: userRole } });
    expect(answer.body).toEqual({ status: 200, message: 'success', data: { moved: 3 } });
    for (const account of crew) {
      expect(await roleOf(a.token, account.id)).toBe('user');
      expect(await tokenWorks(account.token)).toBe(false);
    }
    expect(await tokenWorks(a.token)).toBe(true);
    const role = await t.get('/sys/role/detail', { token: a.token, query: { id: crewRole } });
    expect(role.body.data.usercount).toBe(0);
  });

  it('records the move in the audit log', async () => {
    const audit = await t.get('/sys/audit/list', {
      token: admin,
      query: { action: 'account.switchrole', result: 'success' },
    });
    expect(audit.body.data[0].list[0]).toMatchObject({
      actorname: 'switch_tenant_a',
      targetid: crew.map((account) => account.id).join(','),
      detail: { fromroleid: crewRole, toroleid: userRole, userids: 'all', moved: 3 },
    });
  });

  it('answers 0 when no account holds the role any more', async () => {
    const answer = await t.post(SWITCH, { token: a.token, form: { id: crewRole, toid: userRole } });
    expect(answer.body.data).toEqual({ moved: 0 });
  });

  it('then lets the role be deleted', async () => {
    const deleted = await t.get('/sys/role/delete', { token: a.token, query: { ids: [crewRole] } });
    expect(deleted.statusCode).toBe(200);
    expect((await t.get('/sys/role/detail', { token: a.token, query: { id: crewRole } })).statusCode).toBe(
      404,
    );
  });

  it('never moves the caller, even when it holds the role', async () => {
    const adminRole = await roleIdByCode(t, 'admin');
    const helper = await createAccount(t, a.token, { username: 'switch_admin_kid' });
    const answer = await t.post(SWITCH, { token: a.token, form: { id: adminRole, toid: userRole } });
    expect(answer.body.data).toEqual({ moved: 1 });
    expect(await roleOf(a.token, helper.id)).toBe('user');
    expect(await roleOf(a.token, a.id)).toBe('admin');
    expect(await tokenWorks(a.token)).toBe(true);
  });
});

describe('moving listed accounts', () => {
  let listRole: number;
  let one: CreatedAccount;
  let two: CreatedAccount;

  beforeAll(async () => {
    listRole = await addRole(a.token, 'switch_listed');
    one = await createAccount(t, a.token, { username: 'switch_listed_one', role: 'switch_listed' });
    two = await createAccount(t, a.token, { username: 'switch_listed_two', role: 'switch_listed' });
  });

  it('moves only those, and leaves the others their sessions', async () => {
    const answer = await t.post(SWITCH, {
      token: a.token,
      form: { id: listRole, toid: controllerRole, userids: [one.id] },
    });
    expect(answer.body.data).toEqual({ moved: 1 });
    expect(await roleOf(a.token, one.id)).toBe('controller');
    expect(await roleOf(a.token, two.id)).toBe('switch_listed');
    expect(await tokenWorks(two.token)).toBe(true);
  });

  it('moves none when one listed account does not hold the role', async () => {
    const answer = await t.post(SWITCH, {
      token: a.token,
      form: { id: listRole, toid: userRole, userids: [two.id, one.id] },
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.body.message).toBe(`account ${one.id} does not hold the role to move from`);
    expect(await roleOf(a.token, two.id)).toBe('switch_listed');
  });
});

describe('two account trees', () => {
  it('moves only accounts of the caller subtree', async () => {
    const answer = await t.post(SWITCH, { token: b.token, form: { id: controllerRole, toid: userRole } });
    expect(answer.body.data).toEqual({ moved: 1 });
    expect(await roleOf(b.token, b1.id)).toBe('user');
    expect(await roleOf(a.token, a1.id)).toBe('controller');
    expect(await tokenWorks(a1.token)).toBe(true);
  });

  it('answers 404 for an account of another tree, and moves none of the listed', async () => {
    const answer = await t.post(SWITCH, {
      token: b.token,
      form: { id: controllerRole, toid: userRole, userids: [a1.id] },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.body.message).toBe('account not found');
    const mixed = await createAccount(t, a.token, { username: 'switch_a_mixed', role: 'controller' });
    const both = await t.post(SWITCH, {
      token: a.token,
      form: { id: controllerRole, toid: userRole, userids: [mixed.id, b.id] },
    });
    expect(both.statusCode).toBe(404);
    expect(await roleOf(a.token, mixed.id)).toBe('controller');
    expect(await roleOf(admin, b.id)).toBe('admin');
  });

  it('answers 404 for a role of another tree, to move from or to', async () => {
    const foreign = await addRole(b.token, 'switch_b_only');
    const from = await t.post(SWITCH, { token: a.token, form: { id: foreign, toid: userRole } });
    expect(from.statusCode).toBe(404);
    expect(from.body.message).toBe('role not found');
    const to = await t.post(SWITCH, { token: a.token, form: { id: controllerRole, toid: foreign } });
    expect(to.statusCode).toBe(404);
    expect(await roleOf(a.token, a1.id)).toBe('controller');
  });

  it('refuses a role holding permissions the caller lacks', async () => {
    const keeper = await createAccount(t, admin, { username: 'switch_narrow', role: 'switch_keeper' });
    const narrow = await t.post('/sys/role/update', {
      token: admin,
      form: {
        id: await roleIdByCode(t, 'switch_keeper'),
        name: 'Crew switch_keeper',
        idenkey: 'switch_keeper',
        permissions: ['list', 'add', 'update'].map((key) => `sys:account:${key}`).concat('sys:role:update'),
      },
    });
    expect(narrow.statusCode).toBe(200);
    const token = await t.signIn(keeper.username, keeper.password);
    const kid = await createAccount(t, token, { username: 'switch_narrow_kid', role: 'switch_keeper' });
    const answer = await t.post(SWITCH, {
      token,
      form: { id: await roleIdByCode(t, 'switch_keeper'), toid: controllerRole },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.body.message).toBe('you can only assign roles whose permissions you hold yourself');
    expect(await roleOf(token, kid.id)).toBe('switch_keeper');
  });
});

describe('a role whose owner was deleted', () => {
  it('can have its accounts moved by a top-level administrator', async () => {
    const owner = await createAccount(t, admin, { username: 'switch_owner' });
    const orphan = await addRole(owner.token, 'switch_orphan');
    const holder = await createAccount(t, admin, { username: 'switch_orphan_holder', role: 'switch_orphan' });
    expect(
      (await t.get('/sys/account/delete', { token: admin, query: { ids: [owner.id] } })).statusCode,
    ).toBe(200);
    const answer = await t.post(SWITCH, { token: admin, form: { id: orphan, toid: userRole } });
    expect(answer.body.data).toEqual({ moved: 1 });
    expect(await roleOf(admin, holder.id)).toBe('user');
    expect((await t.get('/sys/role/delete', { token: admin, query: { ids: [orphan] } })).statusCode).toBe(
      200,
    );
  });
});

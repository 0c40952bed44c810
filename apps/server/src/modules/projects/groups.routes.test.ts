import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { addDevice, addGroup, addProject } from '../../test/inventory-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let a: CreatedAccount;
let a1: CreatedAccount;
let b: CreatedAccount;
let demo: CreatedAccount;
let pA: { id: number; name: string };
let pB: { id: number };

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.signIn('admin', ADMIN_PASSWORD);
  a = await createAccount(t, admin, { username: 'group_tenant_a' });
  a1 = await createAccount(t, a.token, { username: 'group_tenant_a1' });
  b = await createAccount(t, admin, { username: 'group_tenant_b' });
  demo = await createAccount(t, a.token, { username: 'group_demo', role: 'demo' });
  pA = await addProject(t, a.token, { name: 'Group park' });
  pB = await addProject(t, b.token);
});
afterAll(() => t.close());

describe('who may manage groups', () => {
  it('answers 2003 without a token and 2001 to a demo user, before the body is read', async () => {
    const anonymous = await t.get('/remote/group/list');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body.status).toBe(2003);
    const handed = await addProject(t, a.token, { accountid: demo.id });
    const group = await addGroup(t, a.token, handed.id);
    const seen = await t.get('/remote/group/list', { token: demo.token });
    expect(seen.body.data[0].list.map((g: { id: number }) => g.id)).toEqual([group.id]);
    for (const answer of [
      await t.post('/remote/group/add', {
        token: demo.token,
        form: { name: 'Demo lane', projectid: handed.id },
      }),
      await t.post('/remote/group/add', { token: demo.token, form: {} }),
      await t.post('/remote/group/update', {
        token: demo.token,
        form: { id: group.id, name: 'x', projectid: handed.id },
      }),
      await t.get('/remote/group/delete', { token: demo.token, query: { ids: [group.id] } }),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.body.status).toBe(2001);
    }
  });
});

describe('malformed input', () => {
  it("answers the seed's prompts: enter the group name, select a project", async () => {
    const cases: [string, Record<string, string | number>, RegExp][] = [
      ['/remote/group/add', { projectid: pA.id }, /^name: please enter the group name/],
      ['/remote/group/add', { name: ' ', projectid: pA.id }, /^name: please enter the group name/],
      ['/remote/group/add', { name: 'Lane' }, /^projectid: please select a project/],
      ['/remote/group/add', { name: 'Lane', projectid: 'park' }, /^projectid: please select a project/],
      [
        '/remote/group/add',
        { name: 'Lane', projectid: pA.id, description: 'd'.repeat(501) },
        /^description: /,
      ],
      ['/remote/group/update', { name: 'Lane', projectid: pA.id }, /^id: /],
    ];
    for (const [path, form, message] of cases) {
      const answer = await t.post(path, { token: a.token, form });
      expect(answer.statusCode, `${path} ${JSON.stringify(form)}`).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
  });
});

describe('groups of a project', () => {
  it('adds a group, lists it with its project and device count, and finds it by keyword or project', async () => {
    const added = await t.post('/remote/group/add', {
      token: a.token,
      form: { name: 'West lane', description: 'poles 1-40', projectid: pA.id },
    });
    expect(added.statusCode).toBe(200);
    expect(added.body.data).toMatchObject({
      name: 'West lane',
      description: 'poles 1-40',
      projectid: pA.id,
      projectname: 'Group park',
      devicecount: 0,
    });
    await addDevice(t, a.token, pA.id, { groupid: added.body.data.id });
    const found = await t.get('/remote/group/list', {
      token: a.token,
      query: { keyword: 'poles', projectid: pA.id },
    });
    expect(found.body.data[0]).toMatchObject({
      total: 1,
      list: [{ id: added.body.data.id, devicecount: 1 }],
    });
    const detail = await t.get('/remote/group/detail', { token: a.token, query: { id: added.body.data.id } });
    expect(detail.body.data.name).toBe('West lane');
    const audit = await t.get('/sys/audit/list', { token: a.token, query: { action: 'group.add' } });
    expect(audit.body.data[0].list[0]).toMatchObject({
      result: 'success',
      targetid: String(added.body.data.id),
    });
  });

  it('keeps names unique within a project only', async () => {
    await addGroup(t, a.token, pA.id, { name: 'East lane' });
    const twice = await t.post('/remote/group/add', {
      token: a.token,
      form: { name: 'East lane', projectid: pA.id },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.body.message).toBe('the project already has a group named East lane');
    const elsewhere = await addProject(t, a.token);
    await addGroup(t, a.token, elsewhere.id, { name: 'East lane' });
  });

  it('moves a group to another project of the subtree together with its devices', async () => {
    const handed = await addProject(t, a.token, { accountid: a1.id });
    const group = await addGroup(t, a.token, pA.id);
    const { device } = await addDevice(t, a.token, pA.id, { groupid: group.id });
    const moved = await t.post('/remote/group/update', {
      token: a.token,
      form: { id: group.id, name: group.name, projectid: handed.id },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.body.data).toMatchObject({ projectid: handed.id, devicecount: 1 });
    const seen = await t.get('/remote/device/detail', { token: a1.token, query: { id: device.id } });
    expect(seen.body.data).toMatchObject({ projectid: handed.id, groupid: group.id });
    const toForeign = await t.post('/remote/group/update', {
      token: a.token,
      form: { id: group.id, name: group.name, projectid: pB.id },
    });
    expect(toForeign.statusCode).toBe(404);
    expect(toForeign.body.message).toBe('project not found');
  });

  it('refuses to delete a group that holds devices, checking every id first', async () => {
    const full = await addGroup(t, a.token, pA.id);
    const empty = await addGroup(t, a.token, pA.id);
    await addDevice(t, a.token, pA.id, { groupid: full.id });
    await addDevice(t, a.token, pA.id, { groupid: full.id });
    const refused = await t.get('/remote/group/delete', {
      token: a.token,
      query: { ids: [empty.id, full.id] },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toMatchObject({
      message: 'group still holds 2 devices; move or delete them first',
      params: { count: 2 },
    });
    const foreign = await addGroup(t, b.token, pB.id);
    const mixed = await t.get('/remote/group/delete', {
      token: a.token,
      query: { ids: [empty.id, foreign.id] },
    });
    expect(mixed.statusCode).toBe(404);
    expect(
      (await t.get('/remote/group/delete', { token: a.token, query: { ids: [empty.id] } })).statusCode,
    ).toBe(200);
    expect(
      (await t.get('/remote/group/detail', { token: a.token, query: { id: empty.id } })).statusCode,
    ).toBe(404);
  });
});

describe('scope across two account trees', () => {
  it('hides the groups of another tree and refuses a group in a foreign project', async () => {
    const ofB = await addGroup(t, b.token, pB.id);
    const ofA1 = await addGroup(t, a1.token, (await addProject(t, a1.token)).id);
    for (const answer of [
      await t.get('/remote/group/detail', { token: a.token, query: { id: ofB.id } }),
      await t.get('/remote/group/detail', {
        token: a1.token,
        query: { id: (await addGroup(t, a.token, pA.id)).id },
      }),
      await t.post('/remote/group/update', {
        token: a.token,
        form: { id: ofB.id, name: 'Taken', projectid: pA.id },
      }),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body.message).toBe('group not found');
    }
    const intoForeign = await t.post('/remote/group/add', {
      token: a.token,
      form: { name: 'Sneaky', projectid: pB.id },
    });
    expect(intoForeign.statusCode).toBe(404);
    const listed = await t.get('/remote/group/list', { token: a.token, query: { pagesize: 500 } });
    const ids = listed.body.data[0].list.map((g: { id: number }) => g.id);
    expect(ids).toContain(ofA1.id);
    expect(ids).not.toContain(ofB.id);
    const byProject = await t.get('/remote/group/list', { token: a.token, query: { projectid: pB.id } });
    expect(byProject.body.data[0].total).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { addDevice, addGroup, addProject } from '../../test/inventory-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let a: CreatedAccount;
let a1: CreatedAccount;
let b: CreatedAccount;
let demo: CreatedAccount;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin', ADMIN_PASSWORD);
  a = await createAccount(t, admin, { username: 'proj_tenant_a' });
  a1 = await createAccount(t, a.token, { username: 'proj_tenant_a1' });
  b = await createAccount(t, admin, { username: 'proj_tenant_b' });
  demo = await createAccount(t, a.token, { username: 'proj_demo', role: 'demo' });
});
afterAll(() => t.close());

describe('who may manage projects', () => {
  it('answers 2003 without a token', async () => {
    for (const answer of [
      await t.get('/remote/project/list'),
      await t.get('/remote/project/tree'),
      await t.post('/remote/project/add', { form: { name: 'x' } }),
    ]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.body.status).toBe(2003);
    }
  });

  it('lets a demo user look but change nothing (2001), before the body is read', async () => {
    // A demo account sees the projects handed to it (its own subtree).
    const own = await addProject(t, a.token, { accountid: demo.id });
    const list = await t.get('/remote/project/list', { token: demo.token });
    expect(list.body.data[0].list.map((p: { id: number }) => p.id)).toEqual([own.id]);
    expect(
      (await t.get('/remote/project/detail', { token: demo.token, query: { id: own.id } })).statusCode,
    ).toBe(200);
    for (const answer of [
      await t.post('/remote/project/add', { token: demo.token, form: { name: 'Demo site' } }),
      await t.post('/remote/project/add', { token: demo.token, form: {} }),
      await t.post('/remote/project/update', { token: demo.token, form: { id: own.id, name: 'Renamed' } }),
      await t.get('/remote/project/delete', { token: demo.token, query: { ids: [own.id] } }),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.body).toEqual({ status: 2001, message: 'insufficient permission', data: null });
    }
  });
});

describe('malformed input', () => {
  it('names each invalid field with the prompt of the seed', async () => {
    const cases: [string, Record<string, string | number>, RegExp][] = [
      ['/remote/project/add', {}, /^name: please enter the project name/],
      ['/remote/project/add', { name: '   ' }, /^name: please enter the project name/],
      ['/remote/project/add', { name: 'x'.repeat(101) }, /^name: /],
      [
        '/remote/project/add',
        { name: 'Lon', longitude: 181, latitude: 30 },
        /longitude must be between -180/,
      ],
      ['/remote/project/add', { name: 'Lat', longitude: 120, latitude: -91 }, /latitude must be between -90/],
      ['/remote/project/add', { name: 'Owner', accountid: 'me' }, /^accountid: /],
      ['/remote/project/update', { name: 'No id' }, /^id: /],
      ['/remote/project/update', { id: 1, name: '' }, /^name: please enter the project name/],
    ];
    for (const [path, form, message] of cases) {
      const answer = await t.post(path, { token: a.token, form });
      expect(answer.statusCode, `${path} ${JSON.stringify(form)}`).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    for (const path of ['/remote/project/delete', '/remote/project/detail']) {
      const answer = await t.get(path, { token: a.token });
      expect(answer.statusCode, path).toBe(400);
    }
  });
});

describe('projects of a tree', () => {
  it('adds a project with every field and lists it newest first, with counts and owner', async () => {
    const form = {
      name: 'Riverside lighting',
      description: 'Phase 1 of the river walk',
      province: 'Zhejiang',
      city: 'Hangzhou',
      longitude: 120.15,
      latitude: 30.28,
    };
    const added = await t.post('/remote/project/add', { token: a.token, form });
    expect(added.statusCode).toBe(200);
    expect(added.body.data).toMatchObject({
      ...form,
      accountid: a.id,
      accountname: 'proj_tenant_a',
      groupcount: 0,
      devicecount: 0,
    });
    await addGroup(t, a.token, added.body.data.id, { name: 'North bank' });
    await addGroup(t, a.token, added.body.data.id, { name: 'South bank' });
    const list = await t.get('/remote/project/list', {
      token: a.token,
      query: { keyword: 'river', pagenum: 1, pagesize: 10 },
    });
    expect(list.body.data[0].total).toBe(1);
    expect(list.body.data[0].list[0]).toMatchObject({
      id: added.body.data.id,
      groupcount: 2,
      devicecount: 0,
    });
    const byProvince = await t.get('/remote/project/list', {
      token: a.token,
      query: { province: 'Zhejiang' },
    });
    expect(byProvince.body.data[0].list.map((p: { id: number }) => p.id)).toEqual([added.body.data.id]);
    const later = await addProject(t, a.token);
    const all = await t.get('/remote/project/list', { token: a.token });
    expect(all.body.data[0].list[0].id).toBe(later.id);
    const audit = await t.get('/sys/audit/list', { token: a.token, query: { action: 'project.add' } });
    expect(audit.body.data[0].list[0]).toMatchObject({ result: 'success', targetid: String(later.id) });
  });

  it('answers the tree of projects with their groups, for selectors', async () => {
    const project = await addProject(t, a1.token, { name: 'Tree site' });
    const group = await addGroup(t, a1.token, project.id, { name: 'Lane 1' });
    const tree = await t.get('/remote/project/tree', { token: a1.token });
    expect(tree.body.data).toEqual([
      { id: project.id, name: 'Tree site', groups: [{ id: group.id, name: 'Lane 1' }] },
    ]);
  });

  it('keeps names unique per owner', async () => {
    await addProject(t, a.token, { name: 'Harbour' });
    const twice = await t.post('/remote/project/add', { token: a.token, form: { name: 'Harbour' } });
    expect(twice.statusCode).toBe(409);
    expect(twice.body.message).toBe('a project named Harbour already exists');
    expect(twice.body).toMatchObject({ key: 'error.projectNameTaken', params: { name: 'Harbour' } });
    await addProject(t, b.token, { name: 'Harbour' });
    const other = await addProject(t, a.token, { name: 'Harbour east' });
    const rename = await t.post('/remote/project/update', {
      token: a.token,
      form: { id: other.id, name: 'Harbour' },
    });
    expect(rename.statusCode).toBe(409);
    const same = await t.post('/remote/project/update', {
      token: a.token,
      form: { id: other.id, name: 'Harbour east', description: 'kept its own name' },
    });
    expect(same.statusCode).toBe(200);
    expect(same.body.data.description).toBe('kept its own name');
  });

  it('hands a project with its groups to an account of the subtree', async () => {
    const project = await addProject(t, a.token, { name: 'Handed over' });
    await addGroup(t, a.token, project.id, { name: 'Handed group' });
    const answer = await t.post('/remote/project/update', {
      token: a.token,
      form: { id: project.id, name: 'Handed over', accountid: a1.id },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toMatchObject({
      accountid: a1.id,
      accountname: 'proj_tenant_a1',
      groupcount: 1,
    });
    const groups = await t.get('/remote/group/list', { token: a1.token, query: { projectid: project.id } });
    expect(groups.body.data[0].total).toBe(1);
    const foreignOwner = await t.post('/remote/project/update', {
      token: a.token,
      form: { id: project.id, name: 'Handed over', accountid: b.id },
    });
    expect(foreignOwner.statusCode).toBe(404);
    const addForeign = await t.post('/remote/project/add', {
      token: a.token,
      form: { name: 'For b', accountid: b.id },
    });
    expect(addForeign.statusCode).toBe(404);
  });

  it('refuses to delete a project that holds groups, checking every id first', async () => {
    const full = await addProject(t, a.token);
    const empty = await addProject(t, a.token);
    await addGroup(t, a.token, full.id, { name: 'G1' });
    await addGroup(t, a.token, full.id, { name: 'G2' });
    const refused = await t.get('/remote/project/delete', {
      token: a.token,
      query: { ids: [empty.id, full.id] },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe('project still holds 2 groups; delete them first');
    expect(refused.body).toMatchObject({ params: { count: 2 } });
    const foreign = await addProject(t, b.token);
    const mixed = await t.get('/remote/project/delete', {
      token: a.token,
      query: { ids: [empty.id, foreign.id] },
    });
    expect(mixed.statusCode).toBe(404);
    expect(
      (await t.get('/remote/project/detail', { token: a.token, query: { id: empty.id } })).statusCode,
    ).toBe(200);
    const done = await t.get('/remote/project/delete', { token: a.token, query: { ids: [empty.id] } });
    expect(done.statusCode).toBe(200);
    expect(
      (await t.get('/remote/project/detail', { token: a.token, query: { id: empty.id } })).statusCode,
    ).toBe(404);
    const audit = await t.get('/sys/audit/list', { token: a.token, query: { action: 'project.delete' } });
    // The newest three are this test's; refusals by earlier tests come after them.
    expect(audit.body.data[0].list.slice(0, 3).map((e: { result: string }) => e.result)).toEqual([
      'success',
      'failure',
      'failure',
    ]);
  });
});

describe('projects that hold devices', () => {
  it('counts their devices, hands them to a new owner, and cannot be deleted while they hold any', async () => {
    const project = await addProject(t, a.token);
    const group = await addGroup(t, a.token, project.id);
    const { device } = await addDevice(t, a.token, project.id, { groupid: group.id });
    await addDevice(t, a.token, project.id);
    const detail = await t.get('/remote/project/detail', { token: a.token, query: { id: project.id } });
    expect(detail.body.data).toMatchObject({ groupcount: 1, devicecount: 2 });
    const refused = await t.get('/remote/project/delete', { token: a.token, query: { ids: [project.id] } });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe('project still holds 2 devices; move or delete them first');
    expect(
      (await t.get('/remote/device/detail', { token: a1.token, query: { id: device.id } })).statusCode,
    ).toBe(404);
    const handed = await t.post('/remote/project/update', {
      token: a.token,
      form: { id: project.id, name: detail.body.data.name, accountid: a1.id },
    });
    expect(handed.statusCode).toBe(200);
    const seen = await t.get('/remote/device/list', { token: a1.token, query: { projectid: project.id } });
    expect(seen.body.data[0].total).toBe(2);
    expect(
      (await t.get('/remote/group/detail', { token: a1.token, query: { id: group.id } })).statusCode,
    ).toBe(200);
  });
});

describe('scope across two account trees', () => {
  it('shows a child its own subtree only, and a foreign id answers 404', async () => {
    const ofA = await addProject(t, a.token);
    const ofA1 = await addProject(t, a1.token);
    const ofB = await addProject(t, b.token);
    const seenByA1 = await t.get('/remote/project/list', { token: a1.token, query: { pagesize: 500 } });
    const ids = seenByA1.body.data[0].list.map((p: { id: number }) => p.id);
    expect(ids).toContain(ofA1.id);
    expect(ids).not.toContain(ofA.id);
    const seenByA = await t.get('/remote/project/list', { token: a.token, query: { pagesize: 500 } });
    const idsOfA = seenByA.body.data[0].list.map((p: { id: number }) => p.id);
    expect(idsOfA).toEqual(expect.arrayContaining([ofA.id, ofA1.id]));
    expect(idsOfA).not.toContain(ofB.id);
    const tree = await t.get('/remote/project/tree', { token: b.token });
    expect(tree.body.data.map((p: { id: number }) => p.id)).not.toContain(ofA.id);
    for (const answer of [
      await t.get('/remote/project/detail', { token: b.token, query: { id: ofA.id } }),
      await t.get('/remote/project/detail', { token: a1.token, query: { id: ofA.id } }),
      await t.post('/remote/project/update', { token: b.token, form: { id: ofA.id, name: 'Taken over' } }),
      await t.get('/remote/project/delete', { token: b.token, query: { ids: [ofA.id] } }),
      await t.get('/remote/project/detail', { token: a.token, query: { id: 999_999 } }),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toMatchObject({ status: 404, message: 'project not found', data: null });
    }
  });
});

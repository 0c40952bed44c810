import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let tenant: CreatedAccount;
let demo: CreatedAccount;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin', ADMIN_PASSWORD);
  tenant = await createAccount(t, admin, { username: 'menu_tenant' });
  demo = await createAccount(t, admin, { username: 'menu_demo', role: 'demo' });
});
afterAll(() => t.close());

const entry = (componentname: string, extra: Record<string, string | number> = {}) => ({
  parentid: 0,
  path: `/${componentname.toLowerCase()}`,
  component: 'Layout',
  componentname,
  name: '夜间巡检',
  name_en: 'Night patrol',
  ...extra,
});

describe('POST /sys/user/menutree', () => {
  it('answers 2003 without a token', async () => {
    expect((await t.post('/sys/user/menutree')).body.status).toBe(2003);
  });

  it("answers the administrator's menu at data[0][0].children in the request's language", async () => {
    const answer = await t.post('/sys/user/menutree', {
      token: admin,
      headers: { 'accept-language': 'en-US' },
    });
    expect(answer.statusCode).toBe(200);
    const system = answer.body.data[0][0].children.find(
      (m: { componentname: string }) => m.componentname === 'System',
    );
    expect(system).toMatchObject({
      path: '/system',
      name: 'System management',
      redirect: 'noRedirect',
      hidden: false,
    });
    expect(system.children.map((m: { componentname: string }) => m.componentname)).toEqual([
      'Account',
      'Role',
      'Menu',
      'Manufacturer',
      'Audit',
      'Brand',
    ]);
    const zh = await t.post('/sys/user/menutree', {
      token: admin,
      headers: { 'accept-language': 'zh-CN,zh;q=0.9' },
    });
    const names = zh.body.data[0][0].children.map((m: { name: string }) => m.name);
    expect(names).toEqual([
      '项目管理',
      '设备管理',
      '光伏路灯',
      '市电路灯',
      '蓝牙矩阵路灯',
      '数据分析',
      '气象监测',
      '视频监控',
      '信息发布',
      '广播',
      '大屏展示',
      '系统管理',
    ]);
  });

  it('shows a role only the entries linked to it, with their parents', async () => {
    const answer = await t.post('/sys/user/menutree', {
      token: demo.token,
      headers: { 'accept-language': 'en' },
    });
    const top = answer.body.data[0][0].children;
    const system = top.find((m: { componentname: string }) => m.componentname === 'System');
    expect(system.children.map((m: { componentname: string }) => m.componentname)).toEqual([
      'Account',
      'Role',
      'Menu',
      'Manufacturer',
    ]);
    const devices = top.find((m: { componentname: string }) => m.componentname === 'DeviceManagement');
    const detail = devices.children.find(
      (m: { componentname: string }) => m.componentname === 'DeviceDetail',
    );
    expect(detail.hidden).toBe(true);
    const flat = await t.post('/sys/user/menulist', { token: demo.token });
    // System 1+4, Project management 1+4, Device management 1+9 (with the after-sales list and
    // ticket), the three lamp families 1+2 each (list and control), Data analytics 1+2,
    // Meteorological monitoring 1+3, Video monitoring 1+2, LED screens 1+4, Broadcast 1+2, the
    // monitoring wall's link.
    expect(flat.body.data[0].total).toBe(52);
  });
});

describe('menu management', () => {
  it('answers 2001 without the keys and refuses accounts below the top level', async () => {
    expect((await t.post('/sys/menu/add', { token: demo.token, form: entry('Patrol') })).body.status).toBe(
      2001,
    );
    const byTenant = await t.post('/sys/menu/add', { token: tenant.token, form: entry('Patrol') });
    expect(byTenant.statusCode).toBe(403);
    expect(byTenant.body.message).toMatch(/only be changed by a top-level administrator/);
  });

  it('names invalid fields and refuses a parent that does not exist', async () => {
    const noPath = await t.post('/sys/menu/add', { token: admin, form: { ...entry('Patrol'), path: '' } });
    expect(noPath.body.message).toBe('path: path cannot be empty');
    const orphan = await t.post('/sys/menu/add', { token: admin, form: entry('Patrol', { parentid: 4242 }) });
    expect(orphan.body.message).toBe('parentid: menu entry 4242 does not exist');
  });

  it('adds, moves and deletes entries, refusing cycles, duplicates and parents with children', async () => {
    const parent = (await t.post('/sys/menu/add', { token: admin, form: entry('Patrol') })).body.data;
    expect(parent).toMatchObject({
      componentname: 'Patrol',
      name_zh: '夜间巡检',
      name_en: 'Night patrol',
      breadcrumb: true,
    });
    const child = (
      await t.post('/sys/menu/add', {
        token: admin,
        form: entry('PatrolMap', { parentid: parent.id, path: 'map' }),
      })
    ).body.data;
    const duplicate = await t.post('/sys/menu/add', { token: admin, form: entry('PatrolMap') });
    expect(duplicate.statusCode).toBe(409);
    const cycle = await t.post('/sys/menu/update', {
      token: admin,
      form: { id: parent.id, ...entry('Patrol', { parentid: child.id }) },
    });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.body.message).toBe('a menu entry cannot be moved under itself or its children');
    const withChildren = await t.get('/sys/menu/delete', { token: admin, query: { ids: [parent.id] } });
    expect(withChildren.statusCode).toBe(409);
    const both = await t.get('/sys/menu/delete', { token: admin, query: { ids: [parent.id, child.id] } });
    expect(both.statusCode).toBe(200);
    const tree = await t.get('/sys/menu/list', { token: admin });
    expect(JSON.stringify(tree.body.data)).not.toContain('Patrol');
  });

  it('takes the Chinese name as the English one when none is given', async () => {
    const { name_en: _, ...withoutEnglish } = entry('Lanterns');
    const added = await t.post('/sys/menu/add', {
      token: admin,
      form: withoutEnglish,
      headers: { 'accept-language': 'en' },
    });
    expect(added.body.data).toMatchObject({ name: '夜间巡检', name_en: '夜间巡检', name_zh: '夜间巡检' });
    const renamed = await t.post('/sys/menu/update', {
      token: admin,
      form: { id: added.body.data.id, ...entry('Lanterns', { name_en: 'Lanterns' }) },
      headers: { 'accept-language': 'en' },
    });
    expect(renamed.body.data).toMatchObject({ name: 'Lanterns', name_zh: '夜间巡检' });
    const id = added.body.data.id;
    const kept = await t.post('/sys/menu/update', { token: admin, form: { id, name: '灯笼' } });
    expect(kept.body.data).toMatchObject({ name_zh: '灯笼', name_en: 'Lanterns' });
    const emptied = await t.post('/sys/menu/update', { token: admin, form: { id, name_en: '' } });
    expect(emptied.body.data).toMatchObject({ name_zh: '灯笼', name_en: '灯笼' });
    const byTenant = await t.get('/sys/menu/delete', {
      token: tenant.token,
      query: { ids: [added.body.data.id] },
    });
    expect(byTenant.statusCode).toBe(403);
    await t.get('/sys/menu/delete', { token: admin, query: { ids: [added.body.data.id] } });
  });

  it('records every menu change', async () => {
    const answer = await t.get('/sys/audit/list', {
      token: admin,
      query: { action: 'menu.', pagesize: 100 },
    });
    const actions = new Set(answer.body.data[0].list.map((e: { action: string }) => e.action));
    expect([...actions].sort()).toEqual(['menu.add', 'menu.delete', 'menu.update']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { addManufacturer, registerFactoryDevice } from '../../test/manufacturers-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let tenant: CreatedAccount;
let maker: CreatedAccount;
let idleMaker: CreatedAccount;
let operator: CreatedAccount;
let demo: CreatedAccount;
let sibling: CreatedAccount;
let sunrise: number;
let harbour: number;
let siblingMaker: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin', ADMIN_PASSWORD);
  tenant = await createAccount(t, admin, { username: 'fd_tenant' });
  maker = await createAccount(t, tenant.token, { username: 'fd_maker', role: 'manufacturer' });
  idleMaker = await createAccount(t, tenant.token, { username: 'fd_idle_maker', role: 'manufacturer' });
  operator = await createAccount(t, tenant.token, { username: 'fd_operator', role: 'controller' });
  demo = await createAccount(t, tenant.token, { username: 'fd_demo', role: 'demo' });
  sibling = await createAccount(t, admin, { username: 'fd_sibling' });
  sunrise = await addManufacturer(t, tenant.token, 'FD Sunrise', maker.id);
  harbour = await addManufacturer(t, tenant.token, 'FD Harbour');
  siblingMaker = await addManufacturer(t, sibling.token, 'FD Sibling Works');
});
afterAll(() => t.close());

const codes = (answer: { body: { data: [{ list: { devicecode: string }[] }] } }) =>
  answer.body.data[0].list.map((row) => row.devicecode);

describe('who may register factory devices', () => {
  it('answers 2003 without a token and 2001 without the keys, before looking at the body', async () => {
    const anonymous = await t.post('/remote/factorydevice/add', { form: {} });
    expect([anonymous.statusCode, anonymous.body.status]).toEqual([401, 2003]);
    const byOperator = await t.get('/remote/factorydevice/list', { token: operator.token });
    expect([byOperator.statusCode, byOperator.body.status]).toEqual([403, 2001]);
    const byDemo = await t.post('/remote/factorydevice/add', { token: demo.token, form: {} });
    expect([byDemo.statusCode, byDemo.body.status]).toEqual([403, 2001]);
  });

  it('names every invalid field', async () => {
    const answer = await t.post('/remote/factorydevice/add', {
      token: maker.token,
      form: { devicecode: 'has space', verifycode: 'abc', devicetype: 42, productiondate: '2026-02-30' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.errors?.map((e) => `${e.field}: ${e.message}`)).toEqual([
      'devicecode: device number must be 1-64 letters, digits, - or _',
      'verifycode: please enter the verification code',
      'devicetype: please select the device type',
      'productiondate: production date must be a date such as 2026-12-31',
    ]);
    const empty = await t.post('/remote/factorydevice/add', {
      token: maker.token,
      form: { verifycode: 'K7Q2' },
    });
    expect(empty.body.message).toMatch(/^devicecode: please enter the device number; devicetype: /);
  });

  it('refuses an account that makes for no manufacturer', async () => {
    const answer = await t.post('/remote/factorydevice/add', {
      token: idleMaker.token,
      form: { devicecode: 'FD-IDLE-1', verifycode: 'K7Q2-9XZ4', devicetype: 1 },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.body.message).toBe('your account is not linked to a manufacturer');
    const options = await t.get('/remote/factorydevice/manufacturers', { token: idleMaker.token });
    expect(options.body.data).toEqual([]);
  });
});

describe('registering', () => {
  it('registers for the one manufacturer a maker account makes for, without naming it', async () => {
    const answer = await t.post('/remote/factorydevice/add', {
      token: maker.token,
      form: {
        devicecode: 'FD-SL-0001',
        verifycode: 'K7Q2-9XZ4',
        devicetype: 1,
        model: 'SL-60',
        productiondate: '2026-03-01',
      },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toMatchObject({
      devicecode: 'FD-SL-0001',
      verifycode: 'K7Q2-9XZ4',
      devicetype: 1,
      model: 'SL-60',
      productiondate: '2026-03-01',
      manufacturerid: sunrise,
      manufacturername: 'FD Sunrise',
      bound: 0,
      boundtime: null,
    });
    const options = await t.get('/remote/factorydevice/manufacturers', { token: maker.token });
    expect(options.body.data).toEqual([{ id: sunrise, name: 'FD Sunrise' }]);
    const audit = await t.get('/sys/audit/list', {
      token: tenant.token,
      query: { action: 'factorydevice.add' },
    });
    const entry = audit.body.data[0].list.find(
      (e: { targetid: string }) => e.targetid === String(answer.body.data.id),
    );
    expect(entry).toMatchObject({
      actorname: 'fd_maker',
      result: 'success',
      detail: { number: 'FD-SL-0001' },
    });
    expect(JSON.stringify(entry)).not.toContain('K7Q2');
  });

  it('asks an administrator who manages several to choose, and takes any of its subtree', async () => {
    const unnamed = await t.post('/remote/factorydevice/add', {
      token: tenant.token,
      form: { devicecode: 'FD-HB-0001', verifycode: 'H4RB-0001', devicetype: 4 },
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.body.message).toBe('manufacturerid: please select the manufacturer');
    const named = await registerFactoryDevice(t, tenant.token, 'FD-HB-0001', {
      manufacturerid: harbour,
      devicetype: 4,
    });
    expect(named).toBeGreaterThan(0);
    const foreign = await t.post('/remote/factorydevice/add', {
      token: tenant.token,
      form: {
        devicecode: 'FD-HB-0002',
        verifycode: 'H4RB-0002',
        devicetype: 4,
        manufacturerid: siblingMaker,
      },
    });
    expect(foreign.statusCode).toBe(404);
    const notMine = await t.post('/remote/factorydevice/add', {
      token: maker.token,
      form: { devicecode: 'FD-HB-0003', verifycode: 'H4RB-0003', devicetype: 4, manufacturerid: harbour },
    });
    expect(notMine.statusCode).toBe(404);
  });

  it('keeps device numbers unique', async () => {
    await registerFactoryDevice(t, maker.token, 'FD-SL-TWIN');
    const twin = await t.post('/remote/factorydevice/add', {
      token: tenant.token,
      form: { devicecode: 'FD-SL-TWIN', verifycode: 'OTHER-CODE', devicetype: 2, manufacturerid: harbour },
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.body.message).toBe('device number FD-SL-TWIN already exists');
  });
});

describe('listing, changing and deleting', () => {
  it('lists the devices of visible manufacturers with filters', async () => {
    await registerFactoryDevice(t, maker.token, 'FD-LIST-A', { model: 'Aurora' });
    await registerFactoryDevice(t, tenant.token, 'FD-LIST-B', { manufacturerid: harbour });
    const byMaker = await t.get('/remote/factorydevice/list', {
      token: maker.token,
      query: { pagesize: 100 },
    });
    expect(codes(byMaker)).toContain('FD-LIST-A');
    expect(codes(byMaker)).not.toContain('FD-LIST-B');
    const byTenant = await t.get('/remote/factorydevice/list', {
      token: tenant.token,
      query: { keyword: 'fd-list', manufacturerid: harbour },
    });
    expect(codes(byTenant)).toEqual(['FD-LIST-B']);
    const byModel = await t.get('/remote/factorydevice/list', {
      token: tenant.token,
      query: { keyword: 'auror' },
    });
    expect(codes(byModel)).toEqual(['FD-LIST-A']);
    const unbound = await t.get('/remote/factorydevice/list', {
      token: tenant.token,
      query: { bound: 0, pagesize: 100 },
    });
    expect(unbound.body.data[0].total).toBeGreaterThanOrEqual(2);
    const bound = await t.get('/remote/factorydevice/list', { token: tenant.token, query: { bound: 1 } });
    expect(bound.body.data[0].total).toBe(0);
    expect((await t.get('/remote/factorydevice/list', { token: demo.token })).statusCode).toBe(200);
    const bySibling = await t.get('/remote/factorydevice/list', {
      token: sibling.token,
      query: { pagesize: 100 },
    });
    expect(codes(bySibling)).toEqual([]);
  });

  it('changes and deletes an unbound device; another tree gets 404', async () => {
    const id = await registerFactoryDevice(t, maker.token, 'FD-EDIT-1');
    const foreign = await t.post('/remote/factorydevice/update', {
      token: sibling.token,
      form: { id, devicecode: 'FD-EDIT-1', verifycode: 'NEW-CODE', devicetype: 1 },
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await t.get('/remote/factorydevice/delete', { token: sibling.token, query: { ids: [id] } }))
        .statusCode,
    ).toBe(404);
    const changed = await t.post('/remote/factorydevice/update', {
      token: maker.token,
      form: { id, devicecode: 'FD-EDIT-2', verifycode: 'NEW-CODE', devicetype: 2, model: 'ML-120' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body.data).toMatchObject({
      devicecode: 'FD-EDIT-2',
      verifycode: 'NEW-CODE',
      devicetype: 2,
      manufacturerid: sunrise,
    });
    const twin = await t.post('/remote/factorydevice/update', {
      token: maker.token,
      form: { id, devicecode: 'FD-SL-0001', verifycode: 'NEW-CODE', devicetype: 2 },
    });
    expect(twin.statusCode).toBe(409);
    const deleted = await t.get('/remote/factorydevice/delete', { token: maker.token, query: { ids: [id] } });
    expect(deleted.statusCode).toBe(200);
    const after = await t.get('/remote/factorydevice/list', {
      token: maker.token,
      query: { keyword: 'FD-EDIT' },
    });
    expect(after.body.data[0].total).toBe(0);
  });
});

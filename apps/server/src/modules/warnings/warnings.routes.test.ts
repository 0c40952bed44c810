import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';
import { type NewWarning, WarningsRepository } from './warnings.repository';

let t: TestApp;
let admin: string;
let cityA: CreatedAccount;
let cityAOperator: CreatedAccount;
let cityB: CreatedAccount;
let demo: CreatedAccount;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin', ADMIN_PASSWORD);
  cityA = await createAccount(t, admin, { username: 'city_a_admin' });
  cityAOperator = await createAccount(t, cityA.token, { username: 'city_a_operator', role: 'controller' });
  cityB = await createAccount(t, admin, { username: 'city_b_admin' });
  demo = await createAccount(t, admin, { username: 'demo_viewer', role: 'demo' });
  const repository = new WarningsRepository(t.store.db);
  const raise = (name: string, warning: Omit<NewWarning, 'deviceCode' | 'projectName' | 'groupName'>) =>
    repository
      .insert({
        deviceCode: name,
        projectName: 'Harbour road',
        groupName: 'North',
        deviceType: 1,
        ...warning,
      })
      .then((id) => {
        ids[name] = id;
      });
  await raise('SL-A-001', {
    accountId: cityA.id,
    runState: 2,
    loadState: 4,
    batteryState: 1,
    createdAt: new Date('2026-11-20T18:00:00Z'),
  });
  await raise('SL-A-002', {
    accountId: cityAOperator.id,
    runState: 3,
    loadState: 1,
    batteryState: 2,
    createdAt: new Date('2026-11-21T18:00:00Z'),
  });
  await raise('SL-B-001', {
    accountId: cityB.id,
    runState: 4,
    loadState: null,
    batteryState: 0,
    createdAt: new Date('2026-11-21T19:00:00Z'),
  });
});
afterAll(() => t.close());

const codes = (answer: { body: { data: { list: { devicecode: string }[] }[] } }) =>
  answer.body.data[0]?.list.map((w) => w.devicecode);

describe('GET /remote/warninginfo/list', () => {
  it('answers 2003 without a token and names invalid paging and filters', async () => {
    expect((await t.get('/remote/warninginfo/list')).body.status).toBe(2003);
    for (const [query, field] of [
      [{ pagenum: 0 }, 'pagenum'],
      [{ pagenum: 'x' }, 'pagenum'],
      [{ pagesize: 501 }, 'pagesize'],
      [{ isread: 5 }, 'isread'],
    ] as const) {
      const answer = await t.get('/remote/warninginfo/list', { token: admin, query });
      expect(answer.statusCode).toBe(400);
      expect(answer.body.message.startsWith(`${field}: `)).toBe(true);
    }
  });

  it('lists the warnings of the subtree, newest first, with the reasons joined by a comma', async () => {
    const answer = await t.get('/remote/warninginfo/list', { token: cityA.token });
    expect(answer.statusCode).toBe(200);
    expect(codes(answer)).toEqual(['SL-A-002', 'SL-A-001']);
    expect(answer.body.data[0].total).toBe(2);
    const first = answer.body.data[0].list[1];
    expect(first).toMatchObject({
      devicecode: 'SL-A-001',
      devicetype: 1,
      projectname: 'Harbour road',
      groupname: 'North',
      runstate: 2,
      loadstate: 4,
      batterystate: 1,
      reason: 'short-circuit protection,undervoltage',
      createtime: '2026-11-20T18:00:00.000Z',
      isread: 0,
    });
    // A fault the device reports with the lamp simply on: the warning still says why.
    expect(answer.body.data[0].list[0].reason).toBe(
      'the device reports a fault without a load or battery reason',
    );
    expect(codes(await t.get('/remote/warninginfo/list', { token: admin }))).toEqual([
      'SL-B-001',
      'SL-A-002',
      'SL-A-001',
    ]);
    expect(codes(await t.get('/remote/warninginfo/list', { token: cityB.token }))).toEqual(['SL-B-001']);
  });

  it('pages with pagenum and pagesize', async () => {
    const answer = await t.get('/remote/warninginfo/list', {
      token: admin,
      query: { pagenum: 2, pagesize: 2 },
    });
    expect(codes(answer)).toEqual(['SL-A-001']);
    expect(answer.body.data[0].total).toBe(3);
  });
});

describe('GET /remote/warninginfo/read', () => {
  it('names id when neither id nor isall is given, and refuses a demo account with 2001', async () => {
    const answer = await t.get('/remote/warninginfo/read', { token: cityA.token });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toBe('id: id cannot be empty unless isall is 1');
    const byDemo = await t.get('/remote/warninginfo/read', { token: demo.token, query: { isall: 1 } });
    expect(byDemo.body.status).toBe(2001);
  });

  it('answers 404 for a warning outside the subtree', async () => {
    const answer = await t.get('/remote/warninginfo/read', {
      token: cityA.token,
      query: { id: ids['SL-B-001'] ?? 0 },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.body.message).toBe('warning not found');
  });

  it('marks a warning read for the caller only', async () => {
    const read = await t.get('/remote/warninginfo/read', {
      token: cityA.token,
      query: { id: ids['SL-A-002'] ?? 0 },
    });
    expect(read.statusCode).toBe(200);
    expect(
      codes(await t.get('/remote/warninginfo/list', { token: cityA.token, query: { isread: 0 } })),
    ).toEqual(['SL-A-001']);
    expect(
      codes(await t.get('/remote/warninginfo/list', { token: cityA.token, query: { isread: 1 } })),
    ).toEqual(['SL-A-002']);
    const operatorView = await t.get('/remote/warninginfo/list', {
      token: cityAOperator.token,
      query: { isread: 0 },
    });
    expect(codes(operatorView)).toEqual(['SL-A-002']);
    expect((await t.get('/remote/warninginfo/unreadcount', { token: cityA.token })).body.data).toEqual({
      count: 1,
    });
  });

  it('marks all of the subtree read with isall, and stays idempotent', async () => {
    for (let i = 0; i < 2; i++) {
      expect(
        (await t.get('/remote/warninginfo/read', { token: cityA.token, query: { isall: 1 } })).statusCode,
      ).toBe(200);
    }
    expect((await t.get('/remote/warninginfo/unreadcount', { token: cityA.token })).body.data).toEqual({
      count: 0,
    });
    expect((await t.get('/remote/warninginfo/unreadcount', { token: admin })).body.data).toEqual({
      count: 3,
    });
  });
});

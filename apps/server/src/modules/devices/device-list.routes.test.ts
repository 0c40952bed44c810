import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount, roleIdByCode, uniqueMobile } from '../../test/accounts-fixture';
import { addDevice, addGroup, addProject } from '../../test/inventory-fixture';
import { insertDevices } from '../../test/telemetry-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';
import { addDays, localDay } from './device-filter';
import { devices } from './devices.table';

let t: TestApp;
let adminToken: string;
let a: CreatedAccount;
let b: CreatedAccount;
let project: { id: number; name: string };
let other: { id: number; name: string };
let group: { id: number; name: string };
const ids: Record<string, number> = {};
const today = localDay(Date.now());

type Query = Record<string, string | number | string[] | number[]>;

async function listIds(query: Query, token = a.token): Promise<number[]> {
  const answer = await t.get('/remote/device/list', { token, query: { pagesize: 500, ...query } });
  expect(answer.statusCode, answer.body.message).toBe(200);
  const ids = answer.body.data[0].list.map((d: { id: number }) => d.id);
  expect(answer.body.data[0].total).toBe(ids.length);
  return ids;
}

/** Names of the devices a query finds, in the order of the answer. */
async function listNames(query: Query): Promise<string[]> {
  const found = await listIds(query);
  return found.map((id) => Object.keys(ids).find((name) => ids[name] === id) ?? String(id));
}

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.signIn('admin', ADMIN_PASSWORD);
  adminToken = admin;
  a = await createAccount(t, admin, { username: 'list_tenant_a' });
  b = await createAccount(t, admin, { username: 'list_tenant_b' });
  project = await addProject(t, a.token, { name: 'Filter park' });
  other = await addProject(t, a.token, { name: 'Filter harbour' });
  group = await addGroup(t, a.token, project.id, { name: 'Filter lane' });
  const add = async (name: string, projectid: number, form: Record<string, string | number> = {}) => {
    ids[name] = (await addDevice(t, a.token, projectid, form)).device.id;
  };
  await add('solar', project.id, { groupid: group.id, devicecode: 'FLT-SOLAR-1', serialnumber: 'SER-777' });
  await add('mains', project.id, { devicetype: 2, devicename: 'Avenue mains', polenumber: 'POLE-88' });
  await add('gateway', other.id, { devicetype: 4, devicename: 'Harbour gateway' });
  await add('behind', other.id, { devicetype: 3, devicename: 'Matrix 1' });
  await add('camera', other.id, { devicetype: 6, devicename: 'Gate camera' });
  await add('expiredPackage', other.id, { packageexpire: addDays(today, -1) });
  await add('packageToday', other.id, { packageexpire: today });
  await add('sim30', other.id, { simend: addDays(today, 30) });
  await add('sim31', other.id, { simend: addDays(today, 31) });
  await add('package180', other.id, { packageexpire: addDays(today, 180) });
  await add('package181', other.id, { packageexpire: addDays(today, 181) });
  await add('expiredSim', other.id, { simstart: addDays(today, -400), simend: addDays(today, -30) });
  await addDevice(t, b.token, (await addProject(t, b.token)).id, { devicecode: 'FLT-SOLAR-B' });
  // Run states and the gateway link come from the device connection and the gateways module.
  await t.store.db
    .update(devices)
    .set({ runState: 2 })
    .where(inArray(devices.id, [ids.mains ?? 0, ids.camera ?? 0]));
  await t.store.db
    .update(devices)
    .set({ runState: 1 })
    .where(eq(devices.id, ids.solar ?? 0));
  await t.store.db
    .update(devices)
    .set({ gatewayId: ids.gateway ?? 0 })
    .where(eq(devices.id, ids.behind ?? 0));
});
afterAll(() => t.close());

describe('GET /remote/device/list', () => {
  it('lists the devices of the subtree newest first, with the names of project, group and gateway', async () => {
    const names = await listNames({});
    expect(names[0]).toBe('expiredSim');
    expect(names.at(-1)).toBe('solar');
    expect(names).toHaveLength(12);
    const page = await t.get('/remote/device/list', { token: a.token, query: { pagenum: 2, pagesize: 5 } });
    expect(page.body.data[0].total).toBe(12);
    expect(page.body.data[0].list).toHaveLength(5);
    const [solar] = (await t.get('/remote/device/list', { token: a.token, query: { groupid: group.id } }))
      .body.data[0].list;
    expect(solar).toMatchObject({ projectname: 'Filter park', groupname: 'Filter lane', runstate: 1 });
    const [behind] = (await t.get('/remote/device/list', { token: a.token, query: { devicetype: 3 } })).body
      .data[0].list;
    expect(behind).toMatchObject({ gatewayid: ids.gateway, gatewaycode: expect.stringMatching(/^SL-/) });
    expect(behind).not.toHaveProperty('verifycode');
    expect(behind).not.toHaveProperty('tokenhint');
  });

  it('searches number, name, serial and pole number, ignoring case, and never across fields', async () => {
    expect(await listNames({ keyword: 'flt-solar' })).toEqual(['solar']);
    expect(await listNames({ keyword: 'avenue' })).toEqual(['mains']);
    expect(await listNames({ keyword: 'ser-777' })).toEqual(['solar']);
    expect(await listNames({ keyword: 'pole-8' })).toEqual(['mains']);
    expect(await listNames({ keyword: '%' })).toEqual([]);
    // The fields are searched as lines of one text: a keyword is one line, so it cannot span two.
    const across = await t.get('/remote/device/list', { token: a.token, query: { keyword: 'mains\nPOLE' } });
    expect(across.body.errors?.[0]).toMatchObject({ field: 'keyword', key: 'validation.singleLine' });
  });

  it('filters by project, group, one type or several, gateway and run state (0: none yet)', async () => {
    expect(await listNames({ projectid: project.id })).toEqual(['mains', 'solar']);
    expect(await listNames({ groupid: group.id })).toEqual(['solar']);
    expect(await listNames({ devicetype: 2 })).toEqual(['mains']);
    expect(await listNames({ devicetype: [4, 6] })).toEqual(['camera', 'gateway']);
    expect(await listNames({ devicetype: '4,6' })).toEqual(['camera', 'gateway']);
    expect(await listNames({ gatewayid: ids.gateway ?? 0 })).toEqual(['behind']);
    expect(await listNames({ runstate: 2 })).toEqual(['camera', 'mains']);
    expect(await listNames({ runstate: 1, projectid: project.id })).toEqual(['solar']);
    expect((await listNames({ runstate: 0 })).sort()).toEqual(
      Object.keys(ids)
        .filter((name) => !['solar', 'mains', 'camera'].includes(name))
        .sort(),
    );
  });

  it('answers a view with its own values when a view of the same filters came before it', async () => {
    const harbour = ['expiredSim', 'package181', 'package180', 'sim31', 'sim30', 'packageToday'];
    expect((await listNames({ projectid: other.id })).slice(0, harbour.length)).toEqual(harbour);
    expect(await listNames({ projectid: project.id })).toEqual(['mains', 'solar']);
    expect(await listNames({ keyword: 'gate camera' })).toEqual(['camera']);
    expect(await listNames({ keyword: 'harbour gateway' })).toEqual(['gateway']);
    expect(await listNames({ runstate: 1 })).toEqual(['solar']);
    expect(await listNames({ runstate: 0, devicetype: 2 })).toEqual([]);
    expect(await listNames({ runstate: 2, devicetype: 2 })).toEqual(['mains']);
  });

  it('finds expired packages and SIMs, and those running out within 30, 90 or 180 days, counted from today', async () => {
    expect(await listNames({ expiry: 'expired' })).toEqual(['expiredSim', 'expiredPackage']);
    expect(await listNames({ expiry: '30' })).toEqual(['sim30', 'packageToday']);
    expect(await listNames({ expiry: '90' })).toEqual(['sim31', 'sim30', 'packageToday']);
    expect(await listNames({ expiry: '180' })).toEqual(['package180', 'sim31', 'sim30', 'packageToday']);
  });

  it('refuses filters that are not one', async () => {
    const queries: Query[] = [{ devicetype: 12 }, { runstate: 'on' }, { expiry: '14' }, { projectid: 'x' }];
    for (const query of queries) {
      const answer = await t.get('/remote/device/list', { token: a.token, query });
      expect(answer.statusCode, JSON.stringify(query)).toBe(400);
    }
  });

  it('never lists a device of another tree, whatever the filter', async () => {
    expect(await listIds({ keyword: 'FLT-SOLAR-B' })).toEqual([]);
    expect(await listIds({ keyword: 'FLT-SOLAR' }, b.token)).toHaveLength(1);
    expect(await listIds({ projectid: project.id }, b.token)).toEqual([]);
  });
});

describe('the subtree a list reads', () => {
  it('takes in an account added below the caller at once, and lets one moved away go at once', async () => {
    expect(await listIds({ keyword: 'FLT-CHILD' })).toEqual([]);
    const child = await createAccount(t, a.token, { username: 'list_tenant_a_child' });
    const { device } = await addDevice(t, child.token, (await addProject(t, child.token)).id, {
      devicecode: 'FLT-CHILD-1',
    });
    expect(await listIds({ keyword: 'FLT-CHILD' })).toEqual([device.id]);
    const moved = await t.post('/sys/account/update', {
      token: adminToken,
      form: { id: child.id, mobile: uniqueMobile(), roleid: await roleIdByCode(t, 'admin'), parentid: b.id },
    });
    expect(moved.statusCode, moved.body.message).toBe(200);
    expect(await listIds({ keyword: 'FLT-CHILD' })).toEqual([]);
    expect(await listIds({ keyword: 'FLT-CHILD' }, b.token)).toEqual([device.id]);
  });
});

describe('pages of a list too long to sort', () => {
  it('walk the filter newest first without a gap or a repeat, a project added in two rounds included', async () => {
    const c = await createAccount(t, adminToken, { username: 'list_tenant_c' });
    const north = await addProject(t, c.token, { name: 'North district' });
    const south = await addProject(t, c.token, { name: 'South district' });
    const place = (project: { id: number; accountid: number }) =>
      insertDevices(t.store, { accountId: project.accountid, projectId: project.id }, 1100);
    const firstRound = await place(north);
    const southRound = await place(south);
    const secondRound = await place(north);
    const northIds = [...firstRound, ...secondRound].map((device) => device.deviceId).sort((x, y) => y - x);
    await t.store.db
      .update(devices)
      .set({ runState: 1 })
      .where(inArray(devices.id, northIds.slice(0, 1500)));

    const pages = async (query: Query) => {
      const found: number[] = [];
      for (let pagenum = 1; found.length % 500 === 0; pagenum++) {
        const answer = await t.get('/remote/device/list', {
          token: c.token,
          query: { pagesize: 500, pagenum, ...query },
        });
        expect(answer.statusCode).toBe(200);
        const list = answer.body.data[0].list.map((device: { id: number }) => device.id);
        if (list.length === 0) break;
        found.push(...list);
      }
      return found;
    };
    expect(await pages({ projectid: north.id })).toEqual(northIds);
    expect(await pages({ projectid: north.id, devicetype: 1 })).toEqual(northIds);
    expect(await pages({ runstate: 1 })).toEqual(northIds.slice(0, 1500));
    expect((await pages({ devicetype: 1 })).length).toBe(3300);

    // A keyword that many devices match, with a block between them that it does not: walked past.
    await t.store.db
      .update(devices)
      .set({ name: sql`'Pole ' || ${devices.id}` })
      .where(
        inArray(
          devices.id,
          southRound.map((device) => device.deviceId),
        ),
      );
    expect(await pages({ keyword: 'lamp' })).toEqual(northIds);
    expect(await pages({ keyword: 'LAMP', devicetype: 1 })).toEqual(northIds);
    expect(await pages({ keyword: 'pole' })).toEqual(southRound.map((device) => device.deviceId).reverse());

    // Walked or not, a keyword's _ and % are the characters themselves.
    const rename = (ids: number[], prefix: string) =>
      t.store.db
        .update(devices)
        .set({ name: sql`${prefix} || ${devices.id}` })
        .where(inArray(devices.id, ids));
    await rename(northIds, 'Lamp_');
    await rename(
      southRound.map((device) => device.deviceId),
      'Lampx',
    );
    expect(await pages({ keyword: 'lamp_' })).toEqual(northIds);
    expect(await pages({ keyword: 'lamp%' })).toEqual([]);
  });
});

describe('expiry days', () => {
  it('count calendar days in the server time zone, across month ends', () => {
    expect(addDays('2026-01-31', 30)).toBe('2026-03-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    const lateEvening = new Date(2026, 4, 31, 23, 59, 59).getTime();
    expect(localDay(lateEvening)).toBe('2026-05-31');
    expect(localDay(lateEvening + 1000)).toBe('2026-06-01');
  });
});

import { CO2_KG_PER_KWH, DASHBOARD_ENERGY_DAYS } from '@lamplighter/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { addDevice, addProject } from '../../test/inventory-fixture';
import { startIngest } from '../../test/telemetry-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';
import { devices } from '../devices/devices.table';
import { warnings } from '../warnings/warnings.table';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/**
 * Yesterday 14:00 UTC: 22:00 in Beijing, dark in every season; 09:00 or 10:00 in New York, day.
 * The clock stands still unless a test moves it.
 */
const NOW = Math.floor(Date.now() / DAY) * DAY - DAY + 14 * HOUR;
let clock = NOW;
/** The caller's clock is UTC+8, where NOW is late evening of the same day. */
const OFFSET = 480;
const TODAY = Math.floor((NOW + 8 * HOUR) / DAY);
const local = (day: number, hour: number) => day * DAY + hour * HOUR - 8 * HOUR;
const dayName = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);
/** The server's calendar day, which package ends are counted from. */
const serverDay = (plus: number) => {
  const day = new Date(NOW + plus * DAY);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
};

let t: TestApp;
let a: CreatedAccount;
let b: CreatedAccount;
let maker: CreatedAccount;
type Lamp = { id: number; devicecode: string };
let beijing: Lamp;
let newYork: Lamp;
let camera: Lamp;
let foreign: Lamp;

beforeAll(async () => {
  t = await startTestApp({}, { now: () => clock });
  const admin = await t.signIn('admin', ADMIN_PASSWORD);
  a = await createAccount(t, admin, { username: 'dash_tenant_a' });
  b = await createAccount(t, admin, { username: 'dash_tenant_b' });
  maker = await createAccount(t, admin, { username: 'dash_maker', role: 'manufacturer' });
  const site = await addProject(t, a.token, { name: 'Dashboard city' });
  const place = (longitude: number, latitude: number, packageexpire: string) => ({
    longitude,
    latitude,
    packageexpire,
  });
  beijing = (await addDevice(t, a.token, site.id, { lamppower: 60, ...place(116.4, 39.9, serverDay(10)) }))
    .device;
  newYork = (await addDevice(t, a.token, site.id, { devicetype: 2, ...place(-74, 40.7, serverDay(40)) }))
    .device;
  camera = (await addDevice(t, a.token, site.id, { devicetype: 6, packageexpire: serverDay(-1) })).device;
  foreign = (
    await addDevice(t, b.token, (await addProject(t, b.token)).id, {
      lamppower: 60,
      ...place(116.4, 39.9, serverDay(5)),
    })
  ).device;

  const { ingest } = startIngest(t.store, { now: () => NOW });
  const report = (lamp: Lamp, ts: number, values: Record<string, number>) =>
    ingest.telemetry({
      device: { deviceId: lamp.id, code: lamp.devicecode, accountId: 0, typeId: 1 },
      entries: [{ ts, values }],
    });
  await report(beijing, local(TODAY - 1, 23), {
    energyConsumedToday: 300,
    energyGeneratedToday: 800,
    lightingHoursToday: 6,
  });
  await report(beijing, local(TODAY, 21), {
    runState: 1,
    loadPower: 55,
    energyConsumedToday: 100,
    energyGeneratedToday: 500,
    lightingHoursToday: 2,
  });
  await report(newYork, local(TODAY, 21), { runState: 3, loadPower: 0, energyConsumedToday: 40 });
  await report(foreign, local(TODAY, 21), { runState: 3, loadPower: 60, energyConsumedToday: 9000 });
  await ingest.close();

  const warning = (lamp: Lamp, account: CreatedAccount, hoursAgo: number, fields = {}) => ({
    accountId: account.id,
    deviceId: lamp.id,
    deviceCode: lamp.devicecode,
    deviceType: 1,
    projectName: 'Dashboard city',
    createdAt: new Date(NOW - hoursAgo * HOUR),
    ...fields,
  });
  await t.store.db.insert(warnings).values([
    warning(newYork, a, 1, { kind: 'state', runState: 3, loadState: 4 }),
    warning(beijing, a, 2, {
      kind: 'lamp-out',
      reason: 'load power 0 W in the dark',
      clearedAt: new Date(NOW),
    }),
    warning(beijing, a, 30, { kind: 'offline' }),
    warning(foreign, b, 1, { kind: 'offline' }),
  ]);
});
afterAll(() => t.close());

const summary = (token: string | undefined) => t.get('/remote/dashboard/summary', { token });

describe('who may read the dashboard', () => {
  it('answers 2003 without a token and 2001 to an account that may not list devices', async () => {
    for (const path of ['/remote/dashboard/summary', '/remote/dashboard/energy']) {
      const anonymous = await t.get(path);
      expect([anonymous.statusCode, anonymous.body.status]).toEqual([401, 2003]);
      const refused = await t.get(path, { token: maker.token });
      expect([refused.statusCode, refused.body.status]).toEqual([403, 2001]);
    }
  });

  it('names a clock out of range', async () => {
    const answer = await t.get('/remote/dashboard/energy', { token: a.token, query: { utcoffset: 900 } });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toMatch(/^utcoffset: /);
  });

  it('leaves the warnings out for an account that may list devices but not warnings', async () => {
    const role = await t.post('/sys/role/add', {
      token: a.token,
      form: { name: 'Map watcher', idenkey: 'dash_map_watcher', permissions: ['device:list'] },
    });
    expect(role.statusCode, role.body.message).toBe(200);
    const watcher = await createAccount(t, a.token, { username: 'dash_watcher', role: 'dash_map_watcher' });
    const answer = await summary(watcher.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data.warnings).toBeNull();
    expect(answer.body.data.devices.total).toBe(0);
  });
});

describe('the summary', () => {
  it("counts the subtree's devices by run state and family, and the lamps on against those in the dark", async () => {
    const answer = await summary(a.token);
    expect(answer.statusCode).toBe(200);
    const data = answer.body.data;
    expect(data.devices).toEqual({
      total: 3,
      byState: [
        { runstate: 1, count: 1 },
        { runstate: 2, count: 0 },
        { runstate: 3, count: 1 },
        { runstate: 4, count: 0 },
        { runstate: 5, count: 0 },
        { runstate: null, count: 1 },
      ],
      byType: [
        { devicetype: 1, count: 1 },
        { devicetype: 2, count: 1 },
        { devicetype: 6, count: 1 },
      ],
    });
    expect(data.lamps).toEqual({ total: 2, on: 1, located: 2, expectedOn: 1 });
  });

  it('lists the last 24 hours of warnings newest first, and the packages ending within 30 days', async () => {
    const data = (await summary(a.token)).body.data;
    expect(data.warnings.total).toBe(2);
    expect(data.warnings.open).toBe(1);
    expect(data.warnings.latest).toMatchObject([
      { deviceid: newYork.id, kind: 'state', runstate: 3, cleared: false },
      { deviceid: beijing.id, kind: 'lamp-out', reason: 'load power 0 W in the dark', cleared: true },
    ]);
    expect(data.warnings.latest[0].createtime).toBe(new Date(NOW - HOUR).toISOString());
    expect(data.expiring).toEqual({
      total: 1,
      first: [
        {
          id: beijing.id,
          devicecode: beijing.devicecode,
          devicename: 'Solar lamp',
          projectname: 'Dashboard city',
          packageexpire: serverDay(10),
        },
      ],
    });
  });

  it('puts the located devices on the map, apart where they are far apart', async () => {
    const cells = (await summary(a.token)).body.data.map;
    expect(cells).toHaveLength(2);
    const east = cells.find((cell: { longitude: number }) => cell.longitude > 0);
    expect(east).toEqual({ longitude: 116.4, latitude: 39.9, count: 1, states: [1, 0, 0, 0, 0, 0] });
  });

  it('shows a sibling account none of the other’s devices, and the parent all of them', async () => {
    const sibling = (await summary(b.token)).body.data;
    expect(sibling.devices.total).toBe(1);
    expect(sibling.lamps).toEqual({ total: 1, on: 1, located: 1, expectedOn: 1 });
    expect(sibling.warnings.latest.map((w: { deviceid: number }) => w.deviceid)).toEqual([foreign.id]);
    expect(sibling.expiring.first.map((d: { id: number }) => d.id)).toEqual([foreign.id]);
    expect(sibling.map).toHaveLength(1);
    const admin = await t.signIn('admin', ADMIN_PASSWORD);
    expect((await summary(admin)).body.data.devices.total).toBeGreaterThanOrEqual(4);
  });

  it('is made again after a live change, not before', async () => {
    const before = (await summary(a.token)).body.data;
    await t.store.db.update(devices).set({ runState: 4 }).where(eq(devices.id, camera.id));
    clock += 2000;
    expect((await summary(a.token)).body.data).toEqual(before);
    t.events.publish({
      type: 'device-state',
      accountId: a.id,
      data: { deviceid: camera.id, devicecode: camera.devicecode, runstate: 4 },
    });
    const after = (await summary(a.token)).body.data;
    expect(after.devices.byState[3]).toEqual({ runstate: 4, count: 1 });
    clock = NOW;
  });
});

describe('the energy', () => {
  it("adds the lights' days on the caller's clock: today, the month so far and the last 30 days", async () => {
    const answer = await t.get('/remote/dashboard/energy', { token: a.token, query: { utcoffset: OFFSET } });
    expect(answer.statusCode).toBe(200);
    const data = answer.body.data;
    expect(data.co2factor).toBe(CO2_KG_PER_KWH);
    expect(data.today).toEqual({
      devices: 2,
      consumed: 0.14,
      generated: 0.5,
      saved: 0.02,
      lightinghours: 2,
      co2: Math.round((500 + 20) * CO2_KG_PER_KWH) / 1000,
    });
    expect(data.days).toHaveLength(DASHBOARD_ENERGY_DAYS);
    expect(data.days.at(-1)).toMatchObject({ day: dayName(TODAY), consumed: 0.14 });
    expect(data.days.at(-2)).toMatchObject({ day: dayName(TODAY - 1), consumed: 0.3, saved: 0.06 });
    expect(data.days[0]).toMatchObject({ day: dayName(TODAY - 29), devices: 0, consumed: 0 });
    const sameMonth = dayName(TODAY - 1).slice(0, 7) === dayName(TODAY).slice(0, 7);
    expect(data.month.consumed).toBe(sameMonth ? 0.44 : 0.14);
  });

  it('answers a caller on another clock from the hourly highs, each report on its day there', async () => {
    const energy = async (utcoffset: number) =>
      (await t.get('/remote/dashboard/energy', { token: a.token, query: { utcoffset } })).body.data;
    const utc = await energy(0);
    const beijingTime = await energy(OFFSET);
    expect(utc.days.at(-1)).toEqual(beijingTime.days.at(-1));
    expect(utc.days.at(-2)).toEqual(beijingTime.days.at(-2));
    // At UTC+12 it is already tomorrow, and each report is on the day after its day in Beijing.
    const fiji = await energy(720);
    expect(fiji.days.at(-1)).toMatchObject({ day: dayName(TODAY + 1), consumed: 0.14 });
    expect(fiji.days.at(-2)).toMatchObject({ day: dayName(TODAY), consumed: 0.3 });
  });
});

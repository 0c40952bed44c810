import { WALL_CURVE_HOURS, WALL_TOP_PROJECTS } from '@lamplighter/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { addDevice, addProject } from '../../test/inventory-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';
import { devices } from '../devices/devices.table';
import { projects } from '../projects/projects.table';
import { energyDays, energyHours, telemetryLatest } from '../telemetry/telemetry.table';
import { warnings } from '../warnings/warnings.table';

const HOUR = 3_600_000;
/** Half past the hour: the current hour has run for half an hour. The clock stands still. */
const CURRENT = Math.floor(Date.now() / HOUR) * HOUR;
const NOW = CURRENT + HOUR / 2;
let clock = NOW;
const hourAgo = (hours: number) => new Date(CURRENT - hours * HOUR);
/** Today and the year on the energy clock (UTC+8). */
const TODAY = new Date(NOW + 8 * HOUR).toISOString().slice(0, 10);
const YEAR = TODAY.slice(0, 4);

let t: TestApp;
let a: CreatedAccount;
let child: CreatedAccount;
let b: CreatedAccount;
let maker: CreatedAccount;
type Device = { id: number; devicecode: string };
let solar: Device;
let mains: Device;
let childLamp: Device;
let foreign: Device;
let station: Device;
let childStation: Device;
let harbour: { id: number; name: string };
let park: { id: number; name: string };

const state = (device: Device, runState: number) =>
  t.store.db.update(devices).set({ runState }).where(eq(devices.id, device.id));

beforeAll(async () => {
  t = await startTestApp({}, { now: () => clock });
  const admin = await t.signIn('admin', ADMIN_PASSWORD);
  a = await createAccount(t, admin, { username: 'wall_tenant_a' });
  b = await createAccount(t, admin, { username: 'wall_tenant_b' });
  child = await createAccount(t, a.token, { username: 'wall_child_a' });
  maker = await createAccount(t, admin, { username: 'wall_maker', role: 'manufacturer' });
  harbour = await addProject(t, a.token, { name: 'Harbour' });
  park = await addProject(t, child.token, { name: 'Child park' });
  const abroad = await addProject(t, b.token, { name: 'Abroad' });
  solar = (await addDevice(t, a.token, harbour.id, { lamppower: 100 })).device;
  mains = (await addDevice(t, a.token, harbour.id, { devicetype: 2 })).device;
  station = (await addDevice(t, a.token, harbour.id, { devicetype: 9, devicename: 'Quay station' })).device;
  childLamp = (await addDevice(t, child.token, park.id, { devicetype: 2 })).device;
  childStation = (await addDevice(t, child.token, park.id, { devicetype: 9, devicename: 'Park station' }))
    .device;
  foreign = (await addDevice(t, b.token, abroad.id, { devicetype: 2 })).device;
  await addDevice(t, b.token, abroad.id, { devicetype: 9, devicename: 'Abroad station' });

  const high = (device: Device, hoursAgo: number, consumed: number, generated: number | null = null) => ({
    deviceId: device.id,
    hour: hourAgo(hoursAgo),
    consumed,
    generated,
  });
  await t.store.db.insert(energyHours).values([
    // Before the curve: only what the first hour rose from.
    high(solar, 24, 100, 300),
    high(solar, 23, 150, 350),
    high(solar, 1, 400, 350),
    // Its counters restarted at midnight.
    high(solar, 0, 30, 10),
    high(mains, 1, 60),
    high(mains, 0, 120),
    high(childLamp, 1, 200),
    high(childLamp, 0, 500),
    high(foreign, 1, 0),
    high(foreign, 0, 9000),
  ]);
  const lastYear = `${Number(YEAR) - 1}-12-31`;
  await t.store.db.insert(energyDays).values([
    { deviceId: solar.id, day: TODAY, consumed: 1000, generated: 2000, lightingHours: 20 },
    { deviceId: solar.id, day: lastYear, consumed: 5000, generated: 5000, lightingHours: 10 },
    { deviceId: foreign.id, day: TODAY, consumed: 7000, generated: 0, lightingHours: 10 },
  ]);

  const reading = (device: Device, key: string, value: number) => ({
    deviceId: device.id,
    key,
    ts: hourAgo(0),
    numberValue: value,
  });
  await t.store.db
    .insert(telemetryLatest)
    .values([
      reading(station, 'temperature', 21.5),
      reading(station, 'humidity', 64),
      reading(station, 'windSpeed', 3.2),
      reading(station, 'rainfall', 0.4),
      reading(station, 'loadPower', 7),
      reading(solar, 'loadPower', 40),
      reading(solar, 'pvPower', 0),
      reading(mains, 'loadPower', 100.5),
      reading(childLamp, 'loadPower', 60),
      reading(foreign, 'loadPower', 80),
    ]);
  await state(station, 1);

  await state(solar, 2);
  await state(mains, 3);
  await state(childLamp, 3);
  await state(foreign, 3);
  const warning = (device: Device, account: CreatedAccount, projectName: string, clearedAt: Date | null) => ({
    accountId: account.id,
    deviceId: device.id,
    deviceCode: device.devicecode,
    kind: 'state',
    projectName,
    runState: 3,
    clearedAt,
  });
  await t.store.db
    .insert(warnings)
    .values([
      warning(solar, a, 'Harbour', null),
      warning(mains, a, 'Harbour', hourAgo(0)),
      warning(foreign, b, 'Abroad', null),
    ]);
});
afterAll(() => t.close());

const PATHS = [
  '/remote/wall/power',
  '/remote/wall/year',
  '/remote/wall/weather',
  '/remote/wall/top-projects',
];

describe('who may read the wall', () => {
  it('answers 2003 without a token and 2001 to an account that may not list devices', async () => {
    for (const path of PATHS) {
      const anonymous = await t.get(path);
      expect([anonymous.statusCode, anonymous.body.status]).toEqual([401, 2003]);
      const refused = await t.get(path, { token: maker.token });
      expect([refused.statusCode, refused.body.status]).toEqual([403, 2001]);
    }
  });

  it('names the field of a bad query', async () => {
    const bad = [
      ['/remote/wall/power', { hours: 0 }, /^hours: /],
      ['/remote/wall/power', { hours: 'day' }, /^hours: /],
      ['/remote/wall/weather', { limit: 21 }, /^limit: /],
      ['/remote/wall/top-projects', { limit: -1 }, /^limit: /],
    ] as const;
    for (const [path, query, message] of bad) {
      const answer = await t.get(path, { token: a.token, query });
      expect(answer.statusCode, path).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
  });
});

describe('the power curve', () => {
  const power = async (token: string) => {
    const answer = await t.get('/remote/wall/power', { token });
    expect(answer.statusCode, answer.body.message).toBe(200);
    return answer.body.data.hours;
  };

  it("adds what each light's counters rose by in each hour, as mean kW; the current hour so far", async () => {
    const hours = await power(a.token);
    expect(hours).toHaveLength(WALL_CURVE_HOURS);
    expect(hours[0]).toEqual({
      hour: hourAgo(23).toISOString(),
      consumed: 0.05,
      generated: 0.05,
      devices: 1,
    });
    expect(hours[1]).toEqual({ hour: hourAgo(22).toISOString(), consumed: 0, generated: null, devices: 0 });
    // The solar lamp rose from its hour long before; the others have nothing to rise from.
    expect(hours[22]).toEqual({ hour: hourAgo(1).toISOString(), consumed: 0.25, generated: 0, devices: 1 });
    // 30 Wh after midnight + 60 Wh + the child's 300 Wh, in half an hour.
    expect(hours[23]).toEqual({
      hour: hourAgo(0).toISOString(),
      consumed: 0.78,
      generated: 0.02,
      devices: 3,
    });
  });

  it("adds the lights' latest load and PV power, a weather station's aside", async () => {
    const answer = await t.get('/remote/wall/power', { token: a.token });
    expect(answer.body.data.now).toEqual({ consumed: 0.2005, generated: 0 });
    const own = await t.get('/remote/wall/power', { token: child.token });
    expect(own.body.data.now).toEqual({ consumed: 0.06, generated: null });
  });

  it("shows a child account its own lights only, and a sibling none of the other's", async () => {
    const own = await power(child.token);
    expect(own[23]).toMatchObject({ consumed: 0.6, generated: null, devices: 1 });
    expect(own[22]).toMatchObject({ consumed: 0, devices: 0 });
    expect((await power(b.token))[23]).toMatchObject({ consumed: 18, devices: 1 });
  });

  it('covers as many hours as asked, the closed ones as they were read before', async () => {
    const answer = await t.get('/remote/wall/power', { token: a.token, query: { hours: 2 } });
    expect(answer.body.data.hours.map((hour: { consumed: number }) => hour.consumed)).toEqual([0.25, 0.78]);
  });
});

describe('the year', () => {
  it("adds the subtree's lights' days since New Year on the energy clock", async () => {
    const answer = await t.get('/remote/wall/year', { token: a.token });
    expect(answer.statusCode, answer.body.message).toBe(200);
    expect(answer.body.data.year).toBe(YEAR);
    expect(answer.body.data.figures).toMatchObject({
      devices: 1,
      consumed: 1,
      generated: 2,
      saved: 1,
      lightinghours: 20,
    });
    const own = (await t.get('/remote/wall/year', { token: child.token })).body.data.figures;
    expect(own).toMatchObject({ devices: 0, consumed: 0 });
  });
});

describe('the weather stations', () => {
  it('lists the reporting stations first with their newest readings, a child its own only', async () => {
    const answer = await t.get('/remote/wall/weather', { token: a.token });
    expect(answer.statusCode, answer.body.message).toBe(200);
    expect(answer.body.data.total).toBe(2);
    const [first, second] = answer.body.data.stations;
    expect(first).toEqual({
      id: station.id,
      devicecode: station.devicecode,
      devicename: 'Quay station',
      projectname: 'Harbour',
      runstate: 1,
      reportedat: hourAgo(0).toISOString(),
      values: {
        temperature: 21.5,
        humidity: 64,
        windSpeed: 3.2,
        windDirection: null,
        rainfall: 0.4,
        pressure: null,
        noise: null,
      },
    });
    expect(second).toMatchObject({ id: childStation.id, runstate: null, reportedat: null });
    const own = (await t.get('/remote/wall/weather', { token: child.token })).body.data;
    expect(own.stations.map((s: { id: number }) => s.id)).toEqual([childStation.id]);
    const one = await t.get('/remote/wall/weather', { token: a.token, query: { limit: 1 } });
    expect(one.body.data).toMatchObject({ total: 2, stations: [{ id: station.id }] });
  });
});

describe('the projects by faults', () => {
  it('ranks the projects by devices in fault or alarm, with their open warnings', async () => {
    const answer = await t.get('/remote/wall/top-projects', { token: a.token });
    expect(answer.statusCode, answer.body.message).toBe(200);
    expect(answer.body.data.projects).toEqual([
      { id: harbour.id, name: 'Harbour', faults: 1, alarms: 1, warnings: 1 },
      { id: park.id, name: 'Child park', faults: 1, alarms: 0, warnings: 0 },
    ]);
    expect(answer.body.data.projects.length).toBeLessThanOrEqual(WALL_TOP_PROJECTS);
    const own = (await t.get('/remote/wall/top-projects', { token: child.token })).body.data.projects;
    expect(own).toEqual([{ id: park.id, name: 'Child park', faults: 1, alarms: 0, warnings: 0 }]);
  });

  it('leaves the warnings uncounted for an account that may not list them', async () => {
    const role = await t.post('/sys/role/add', {
      token: a.token,
      form: { name: 'Wall watcher', idenkey: 'wall_watcher', permissions: ['device:list'] },
    });
    expect(role.statusCode, role.body.message).toBe(200);
    const watcher = await createAccount(t, a.token, { username: 'wall_watcher_1', role: 'wall_watcher' });
    const [watched] = await t.store.db
      .insert(projects)
      .values({ accountId: watcher.id, name: 'Watched' })
      .returning({ id: projects.id });
    const lamp: Device = (await addDevice(t, a.token, harbour.id, { devicetype: 2 })).device;
    await t.store.db
      .update(devices)
      .set({ accountId: watcher.id, projectId: watched?.id, runState: 3 })
      .where(eq(devices.id, lamp.id));
    const answer = await t.get('/remote/wall/top-projects', { token: watcher.token });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data.projects).toEqual([
      { id: watched?.id, name: 'Watched', faults: 1, alarms: 0, warnings: null },
    ]);
  });

  it('follows a device that left its fault, after the live event', async () => {
    await state(childLamp, 1);
    t.events.publish({
      type: 'device-state',
      accountId: child.id,
      data: { deviceid: childLamp.id, devicecode: childLamp.devicecode, runstate: 1 },
    });
    clock += 2000;
    const own = (await t.get('/remote/wall/top-projects', { token: child.token })).body.data.projects;
    expect(own).toEqual([]);
    clock = NOW;
  });
});

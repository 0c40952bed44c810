import { WALL_POWER_BUCKET_MINUTES } from '@lamplighter/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { addDevice, addProject } from '../../test/inventory-fixture';
import { startIngest } from '../../test/telemetry-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';
import { warnings } from '../warnings/warnings.table';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const BUCKET = WALL_POWER_BUCKET_MINUTES * 60_000;
/** Yesterday 14:00 UTC: 22:00 in Beijing, dark in every season. The clock stands still. */
const NOW = Math.floor(Date.now() / DAY) * DAY - DAY + 14 * HOUR;

let t: TestApp;
let a: CreatedAccount;
let b: CreatedAccount;
let maker: CreatedAccount;
type Lamp = { id: number; devicecode: string };
let site: { id: number; name: string };
let burning: Lamp;
let dark: Lamp;
let elsewhere: Lamp;
let foreignSite: { id: number };

beforeAll(async () => {
  t = await startTestApp({}, { now: () => NOW });
  const admin = await t.signIn('admin', ADMIN_PASSWORD);
  a = await createAccount(t, admin, { username: 'wall_detail_a' });
  b = await createAccount(t, admin, { username: 'wall_detail_b' });
  maker = await createAccount(t, admin, { username: 'wall_detail_maker', role: 'manufacturer' });
  site = await addProject(t, a.token, { name: 'Wall detail city', province: '北京市', city: '北京市' });
  const beijing = { longitude: 116.4, latitude: 39.9 };
  burning = (await addDevice(t, a.token, site.id, { lamppower: 60, ...beijing })).device;
  dark = (await addDevice(t, a.token, site.id, { devicetype: 2, longitude: 116.41, latitude: 39.91 })).device;
  await addDevice(t, a.token, site.id, { devicetype: 6 });
  elsewhere = (await addDevice(t, a.token, (await addProject(t, a.token)).id, beijing)).device;
  foreignSite = await addProject(t, b.token);
  await addDevice(t, b.token, foreignSite.id, beijing);

  const { ingest } = startIngest(t.store, { now: () => NOW });
  const report = (lamp: Lamp, ts: number, values: Record<string, number>) =>
    ingest.telemetry({
      device: { deviceId: lamp.id, code: lamp.devicecode, accountId: 0, typeId: 1 },
      entries: [{ ts, values }],
    });
  // Two reports of one lamp in one bucket are averaged; the lamps of a bucket are added.
  const start = Math.ceil(NOW / BUCKET) * BUCKET - 3 * BUCKET;
  await report(burning, start + 60_000, { runState: 1, loadPower: 50 });
  await report(burning, start + 120_000, { runState: 1, loadPower: 54 });
  await report(dark, start + 60_000, { runState: 3, loadPower: 20 });
  await report(burning, start + BUCKET + 60_000, { loadPower: 55 });
  await report(dark, start + BUCKET + 60_000, { loadPower: 0 });
  await report(elsewhere, start + 60_000, { runState: 1, loadPower: 300 });
  // Older than a day: outside the curve.
  await report(burning, NOW - 2 * DAY, { loadPower: 99 });
  await ingest.close();

  const warning = (lamp: Lamp, hoursAgo: number, fields = {}) => ({
    accountId: a.id,
    deviceId: lamp.id,
    deviceCode: lamp.devicecode,
    deviceType: 1,
    projectName: 'Wall detail city',
    createdAt: new Date(NOW - hoursAgo * HOUR),
    ...fields,
  });
  await t.store.db
    .insert(warnings)
    .values([
      warning(dark, 1, { kind: 'state', runState: 3, loadState: 4 }),
      warning(burning, 2, { kind: 'offline', clearedAt: new Date(NOW) }),
      warning(burning, 30, { kind: 'lamp-out' }),
      warning(elsewhere, 1, { kind: 'offline' }),
    ]);
});
afterAll(() => t.close());

const project = (token: string | undefined, projectid: number | string) =>
  t.get('/remote/walldetail/project', { token, query: { projectid } });

describe('who may read a project of the detail wall', () => {
  it('answers 2003 without a token and 2001 to an account that may not list devices', async () => {
    const anonymous = await project(undefined, site.id);
    expect([anonymous.statusCode, anonymous.body.status]).toEqual([401, 2003]);
    const refused = await project(maker.token, site.id);
    expect([refused.statusCode, refused.body.status]).toEqual([403, 2001]);
  });

  it('names a missing or malformed project', async () => {
    for (const projectid of ['', 'abc', 0]) {
      const answer = await project(a.token, projectid);
      expect(answer.statusCode).toBe(400);
      expect(answer.body.message).toBe('projectid: please select a project');
    }
  });

  it("answers 404 for a project of another account's subtree and for one that does not exist", async () => {
    for (const projectid of [foreignSite.id, 2_000_000]) {
      const answer = await project(a.token, projectid);
      expect([answer.statusCode, answer.body.status, answer.body.key]).toEqual([404, 404, 'error.notFound']);
    }
  });

  it('sees a project of a child account from the parent', async () => {
    const admin = await t.signIn('admin', ADMIN_PASSWORD);
    const answer = await project(admin, site.id);
    expect(answer.statusCode, answer.body.message).toBe(200);
    expect(answer.body.data.devices.total).toBe(3);
  });
});

describe('a project on the detail wall', () => {
  it('names the project and its place', async () => {
    const { project: named } = (await project(a.token, site.id)).body.data;
    expect(named).toMatchObject({
      id: site.id,
      name: 'Wall detail city',
      province: '北京市',
      city: '北京市',
    });
  });

  it("counts the project's devices by run state and family, and its lamps burning and in the dark", async () => {
    const { devices, lamps } = (await project(a.token, site.id)).body.data;
    expect(devices.total).toBe(3);
    expect(devices.byState).toEqual([
      { runstate: 1, count: 1 },
      { runstate: 2, count: 0 },
      { runstate: 3, count: 1 },
      { runstate: 4, count: 0 },
      { runstate: 5, count: 0 },
      { runstate: null, count: 1 },
    ]);
    expect(devices.byType).toEqual([
      { devicetype: 1, count: 1 },
      { devicetype: 2, count: 1 },
      { devicetype: 6, count: 1 },
    ]);
    // The burning lamp reported 55 W last, the other 0 W; both stand in the Beijing night.
    expect(lamps).toEqual({ total: 2, on: 1, located: 2, expectedOn: 2 });
  });

  it('puts its located devices on the map with their run states', async () => {
    const { map } = (await project(a.token, site.id)).body.data;
    const states = map.map((cell: { states: number[] }) => cell.states);
    expect(map.reduce((all: number, cell: { count: number }) => all + cell.count, 0)).toBe(2);
    expect(states).toContainEqual([1, 0, 0, 0, 0, 0]);
    expect(states).toContainEqual([0, 0, 1, 0, 0, 0]);
  });

  it('lists its warnings of the last 24 hours only, newest first, with how many still last', async () => {
    const { warnings: listed } = (await project(a.token, site.id)).body.data;
    expect(listed.total).toBe(2);
    expect(listed.open).toBe(1);
    expect(
      listed.latest.map((w: { devicecode: string; cleared: boolean }) => [w.devicecode, w.cleared]),
    ).toEqual([
      [dark.devicecode, false],
      [burning.devicecode, true],
    ]);
  });

  it('adds up the load power of its lamps per quarter hour over the last day', async () => {
    const { power } = (await project(a.token, site.id)).body.data;
    expect(Date.parse(power.to) - Date.parse(power.from)).toBe(DAY);
    expect(Date.parse(power.to) % BUCKET).toBe(0);
    expect(power.bucket).toBe(BUCKET);
    expect(power.points.map((point: { watts: number; lamps: number }) => [point.watts, point.lamps])).toEqual(
      [
        [72, 2],
        [55, 2],
      ],
    );
    expect(Date.parse(power.points[1].ts) - Date.parse(power.points[0].ts)).toBe(BUCKET);
  });

  it('leaves the warnings out for an account that may list devices but not warnings', async () => {
    const role = await t.post('/sys/role/add', {
      token: a.token,
      form: { name: 'Wall watcher', idenkey: 'wall_detail_watcher', permissions: ['device:list'] },
    });
    expect(role.statusCode, role.body.message).toBe(200);
    const watcher = await createAccount(t, a.token, {
      username: 'wall_detail_watch',
      role: 'wall_detail_watcher',
    });
    // A child account sees nothing of its parent's project.
    expect((await project(watcher.token, site.id)).statusCode).toBe(404);
    const own = await addProject(t, a.token, { accountid: watcher.id });
    const answer = await project(watcher.token, own.id);
    expect(answer.statusCode, answer.body.message).toBe(200);
    expect(answer.body.data.warnings).toBeNull();
    expect(answer.body.data.power.points).toEqual([]);
  });
});

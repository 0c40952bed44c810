import { CO2_KG_PER_KWH, STATISTICS_MAX_ROWS } from '@lamplighter/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { readWorkbook } from '../../test/excel-fixture';
import { addDevice, addGroup, addProject } from '../../test/inventory-fixture';
import { insertDevices, startIngest } from '../../test/telemetry-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The caller's clock is UTC+8; the server's clock stands still while the file runs. */
const OFFSET = 480;
const NOW = Date.now();
/** Days since 1970 on the caller's clock: today, and the two days the lights reported. */
const TODAY = Math.floor((NOW + 8 * HOUR) / DAY);
const D1 = TODAY - 2;
const D2 = TODAY - 1;
/** A moment of a local day at a local hour. */
const local = (day: number, hour: number) => day * DAY + hour * HOUR - 8 * HOUR;
const dayName = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);

let t: TestApp;
let a: CreatedAccount;
let b: CreatedAccount;
let maker: CreatedAccount;
let east: { id: number; name: string };
let west: { id: number; name: string };
let lane: { id: number; name: string };
type Lamp = { id: number; devicecode: string };
let rated: Lamp;
let unrated: Lamp;
let westLamp: Lamp;
let foreign: Lamp;

beforeAll(async () => {
  t = await startTestApp({}, { now: () => NOW });
  const admin = await t.signIn('admin', ADMIN_PASSWORD);
  a = await createAccount(t, admin, { username: 'stats_tenant_a' });
  b = await createAccount(t, admin, { username: 'stats_tenant_b' });
  maker = await createAccount(t, admin, { username: 'stats_maker', role: 'manufacturer' });
  east = await addProject(t, a.token, { name: 'East side' });
  west = await addProject(t, a.token, { name: 'West side' });
  lane = await addGroup(t, a.token, east.id, { name: 'Lane 1' });
  rated = (await addDevice(t, a.token, east.id, { groupid: lane.id, lamppower: 60 })).device;
  unrated = (await addDevice(t, a.token, east.id, { groupid: lane.id, devicetype: 2 })).device;
  westLamp = (await addDevice(t, a.token, west.id, { lamppower: 40 })).device;
  foreign = (await addDevice(t, b.token, (await addProject(t, b.token)).id, { lamppower: 60 })).device;

  // Counters rise through each local day and restart at local midnight: a day counts its highest.
  const report = (lamp: Lamp, day: number, samples: [number, number, number, number][]) =>
    ingest.telemetry({
      device: { deviceId: lamp.id, code: lamp.devicecode, accountId: 0, typeId: 1 },
      entries: samples.map(([hour, consumed, generated, hours]) => ({
        ts: local(day, hour),
        values: { energyConsumedToday: consumed, energyGeneratedToday: generated, lightingHoursToday: hours },
      })),
    });
  const { ingest } = startIngest(t.store, { now: () => NOW });
  await report(rated, D1, [
    [1, 100, 0, 2],
    [23, 300, 800, 6],
  ]);
  await report(rated, D2, [
    [0, 50, 0, 1],
    [22, 250, 700, 5],
  ]);
  await report(unrated, D1, [[23, 400, 0, 10]]);
  await report(westLamp, D2, [[23, 100, 300, 4]]);
  await report(foreign, D2, [[23, 9000, 9000, 9]]);
  await ingest.close();
});
afterAll(() => t.close());

const energy = (token: string | undefined, query: Record<string, string | number>) =>
  t.get('/remote/statistics/energy', { token, query: { utcoffset: OFFSET, ...query } });
const co2 = (wh: number) => Math.round(wh * CO2_KG_PER_KWH) / 1000;

describe('who may read statistics', () => {
  it('answers 2003 without a token and 2001 to an account that may not list devices', async () => {
    const anonymous = await energy(undefined, {});
    expect([anonymous.statusCode, anonymous.body.status]).toEqual([401, 2003]);
    const refused = await energy(maker.token, {});
    expect([refused.statusCode, refused.body.status]).toEqual([403, 2001]);
  });

  it('answers 404 for a device of another account tree', async () => {
    const answer = await energy(a.token, { devicecode: foreign.devicecode });
    expect([answer.statusCode, answer.body.message]).toEqual([404, 'device not found']);
  });
});

describe('malformed statistics queries', () => {
  it('names the field: period, dimension, day, reversed range, a range too long for its period', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ period: 'week' }, 'period: '],
      [{ dimension: 'city' }, 'dimension: '],
      [{ from: '2026-02-30' }, 'from: '],
      [{ from: '2026-11-20', to: '2026-11-19' }, 'from: the start time must be before the end time'],
      [
        { period: 'day', from: '2025-01-01', to: '2026-11-20' },
        'the range is too long for statistics by day',
      ],
      [{ utcoffset: -721 }, 'utcoffset: '],
    ];
    for (const [query, message] of cases) {
      const answer = await energy(a.token, query);
      expect(answer.statusCode, JSON.stringify(query)).toBe(400);
      expect(answer.body.message.startsWith(message), answer.body.message).toBe(true);
    }
  });

  it('refuses an answer of more rows than it may hold, saying how to narrow it', async () => {
    const crowd = await addProject(t, a.token);
    await insertDevices(t.store, { accountId: a.id, projectId: crowd.id }, 60);
    const answer = await energy(a.token, {
      period: 'day',
      dimension: 'device',
      from: dayName(TODAY - 365),
      to: dayName(TODAY),
    });
    expect([answer.statusCode, answer.body.message]).toEqual([
      400,
      `the statistics would have more than ${STATISTICS_MAX_ROWS} rows: choose a shorter range, a project or a group`,
    ]);
  });
});

describe('energy statistics', () => {
  it('adds the days’ highest counters per project and day, in the caller’s clock, the last 7 days by default', async () => {
    const answer = await energy(a.token, { period: 'day', dimension: 'project' });
    expect(answer.statusCode).toBe(200);
    const report = answer.body.data;
    expect(report).toMatchObject({ from: dayName(TODAY - 6), to: dayName(TODAY), co2factor: CO2_KG_PER_KWH });
    expect(report.rows).toEqual([
      {
        period: dayName(D1),
        id: east.id,
        code: '',
        name: 'East side',
        projectname: 'East side',
        devices: 2,
        consumed: 0.7,
        generated: 0.8,
        saved: 0.06,
        lightinghours: 16,
        co2: co2(800 + 60),
      },
      {
        period: dayName(D2),
        id: east.id,
        code: '',
        name: 'East side',
        projectname: 'East side',
        devices: 1,
        consumed: 0.25,
        generated: 0.7,
        saved: 0.05,
        lightinghours: 5,
        co2: co2(700 + 50),
      },
      {
        period: dayName(D2),
        id: west.id,
        code: '',
        name: 'West side',
        projectname: 'West side',
        devices: 1,
        consumed: 0.1,
        generated: 0.3,
        saved: 0.06,
        lightinghours: 4,
        co2: co2(300 + 60),
      },
    ]);
    expect(report.totals).toEqual({
      devices: 3,
      consumed: 1.05,
      generated: 1.8,
      saved: 0.17,
      lightinghours: 25,
      co2: co2(1800 + 170),
    });
  });

  it('by month per group, and by year for one device, from whole months and years back', async () => {
    const today = new Date(TODAY * DAY);
    const sum = (rows: { consumed: number }[]) =>
      Math.round(rows.reduce((all, row) => all + row.consumed, 0) * 1000) / 1000;
    const months = new Set([dayName(D1), dayName(D2)].map((day) => day.slice(0, 7)));
    const groups = await energy(a.token, { period: 'month', dimension: 'group', projectid: east.id });
    expect(groups.body.data.from).toBe(
      dayName(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11, 1) / DAY),
    );
    expect(groups.body.data.rows.map((row: { period: string }) => row.period)).toEqual([...months]);
    expect(groups.body.data.rows[0]).toMatchObject({ id: lane.id, name: 'Lane 1', projectname: 'East side' });
    expect(sum(groups.body.data.rows)).toBe(0.95);
    expect(groups.body.data.totals).toMatchObject({ devices: 2, consumed: 0.95 });

    const one = await energy(a.token, { period: 'year', dimension: 'device', devicecode: rated.devicecode });
    expect(one.body.data.from).toBe(`${today.getUTCFullYear() - 4}-01-01`);
    expect(one.body.data.rows[0]).toMatchObject({ code: rated.devicecode, devices: 1 });
    expect(one.body.data.totals).toMatchObject({ devices: 1, consumed: 0.55, lightinghours: 11 });
    // Saved is counted per period: 60 W x 11 h - 550 Wh when both days fall in one year.
    if (one.body.data.rows.length === 1) expect(one.body.data.totals.saved).toBe(0.11);
  });

  it('moves a late-evening value to the next day on a clock further east', async () => {
    const utc = await energy(a.token, {
      period: 'day',
      dimension: 'device',
      devicecode: rated.devicecode,
      utcoffset: 0,
    });
    // 23:00 at UTC+8 is 15:00 UTC the same day, 01:00 is 17:00 UTC the day before.
    expect(
      utc.body.data.rows.map((row: { period: string; consumed: number }) => [row.period, row.consumed]),
    ).toEqual([
      [dayName(D1 - 1), 0.1],
      [dayName(D1), 0.3],
      [dayName(D2), 0.25],
    ]);
  });

  it('exports the same figures, with the totals and the CO2 factor stated', async () => {
    const answer = await t.get('/remote/statistics/export', {
      token: a.token,
      query: { period: 'day', dimension: 'project', utcoffset: OFFSET },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.raw.headers['content-disposition']).toContain(
      `energy-statistics-${dayName(TODAY - 6)}_${dayName(TODAY)}.xlsx`,
    );
    const { rows } = await readWorkbook(answer.raw.rawPayload);
    expect(rows[0]).toEqual([
      'Period',
      'Name',
      'Project',
      'Lights',
      'Consumed (kWh)',
      'Generated (kWh)',
      'Saved (kWh)',
      'Lighting hours (h)',
      'CO2 avoided (kg)',
    ]);
    expect(rows[1]).toEqual([dayName(D1), 'East side', 'East side', 2, 0.7, 0.8, 0.06, 16, co2(860)]);
    expect(rows[4]).toEqual(['Total', '', '', 3, 1.05, 1.8, 0.17, 25, co2(1970)]);
    expect(String(rows[5]?.[0])).toContain(`${CO2_KG_PER_KWH} kg/kWh`);
  });

  it('keeps the highest counter of an hour whatever order the values come in, and a re-sent one changes nothing', async () => {
    const late = await addProject(t, a.token);
    const lamp: Lamp = (await addDevice(t, a.token, late.id, { lamppower: 60 })).device;
    const { ingest } = startIngest(t.store, { now: () => NOW });
    const send = (ts: number, consumed: number) =>
      ingest.telemetry({
        device: { deviceId: lamp.id, code: lamp.devicecode, accountId: 0, typeId: 1 },
        entries: [{ ts, values: { energyConsumedToday: consumed } }],
      });
    await send(local(D2, 20) + 50 * 60_000, 300);
    await ingest.settled();
    await send(local(D2, 20) + 10 * 60_000, 100);
    await send(local(D2, 20) + 50 * 60_000, 300);
    await send(local(D2, 21), 320);
    await ingest.close();
    const answer = await energy(a.token, { period: 'day', dimension: 'device', projectid: late.id });
    expect(answer.body.data.totals).toMatchObject({ devices: 1, consumed: 0.32 });
  });
});

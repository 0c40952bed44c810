import {
  BATTERY_STATE,
  createModel,
  devicesOf,
  pastMoments,
  startFleet,
  type TokenRow,
} from '@lamplighter/simulator';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows-of';
import { SettingsRepository } from '../modules/settings/settings.repository';
import { addDevice, addProject } from '../test/inventory-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../test/test-app';
import { DEMO_HISTORY_INTERVAL_MS, DemoHistory, type HistoryWindow } from './demo-history';
import { DEMO_SEED } from './demo-particulars';

/**
 * The demo's past on a small fleet and a short window: two days of a solar and a mains light,
 * each given a low supply somewhere in them, stored as the demo stores its month.
 */
const DAY_MS = 86_400_000;
const HANGZHOU = { lat: 30.25, lng: 120.15, utcOffsetMinutes: 480 };
let t: TestApp;
let token: string;
let history: DemoHistory;
let projectid: number;
const fleet: TokenRow[] = [];
const ids = new Map<string, number>();

beforeAll(async () => {
  t = await startTestApp();
  token = await t.signIn('admin', ADMIN_PASSWORD);
  history = new DemoHistory(new SettingsRepository(t.store.db), t.store.db);
  projectid = (await addProject(t, token)).id;
  // Fixed codes: the simulator draws each light's fault onset from its code, here late in the window.
  for (const [devicetype, devicecode] of [
    [1, 'PAST-SOLAR-3'],
    [2, 'PAST-MAINS-4'],
  ] as const) {
    const { device } = await addDevice(t, token, projectid, { devicetype, devicecode });
    ids.set(device.devicecode, device.id);
    const kind = devicetype === 1 ? 'solarLight' : 'mainsLight';
    fleet.push({ kind, code: device.devicecode, lat: HANGZHOU.lat, lng: HANGZHOU.lng, token: 'unused' });
  }
});

afterAll(async () => {
  await t?.close();
});

/** Lives the fleet's past over `window` into the store, as the demo fleet does; answers what was stored. */
async function livePast(window: HistoryWindow) {
  const recorder = history.recorder(ids, 400);
  const simulated = startFleet({
    devices: devicesOf(fleet),
    // Nothing listens there: the devices never connect, they only live their past.
    broker: 'mqtt://127.0.0.1:9',
    seed: DEMO_SEED,
    faults: { undervoltage: 1 },
    history: { ...window, intervalMs: DEMO_HISTORY_INTERVAL_MS, record: recorder.record },
  });
  const readings = await simulated.history;
  await simulated.stop();
  return { readings, ...recorder.count };
}

async function numbers(code: string, key: string) {
  const rows = await t.store.db.execute(sql`
    select extract(epoch from ts) * 1000 as ts, number_value as value from telemetry_history
    where device_id = ${ids.get(code)} and key = ${key} order by ts`);
  return rowsOf<{ ts: number; value: number }>(rows).map((row) => ({ ts: Number(row.ts), value: row.value }));
}

async function storedRows(): Promise<number> {
  const [all] = rowsOf<{ rows: number }>(
    await t.store.db.execute(sql`select count(*)::int as rows from telemetry_history`),
  );
  return all?.rows ?? 0;
}

const localHour = (ts: number) => new Date(ts + HANGZHOU.utcOffsetMinutes * 60_000).getUTCHours();
const [solar, mains] = [() => fleet[0] as TokenRow, () => fleet[1] as TokenRow];

describe('the past the demo notes', () => {
  it('has none for an installation made before it existed, nor with 0 days, nor from an unreadable note', async () => {
    expect(await history.pending()).toBeUndefined();
    await history.plan(0, Date.now());
    expect(await history.pending()).toBeUndefined();
    await new SettingsRepository(t.store.db).setValue('demo_history', '{not json');
    expect(await history.pending()).toBeUndefined();
    await new SettingsRepository(t.store.db).setValue('demo_history', JSON.stringify({ from: 'x' }));
    expect(await history.pending()).toBeUndefined();
  });
});

describe('the demo fleet living its past', () => {
  const now = Date.now();
  const window = { from: now - 2 * DAY_MS, to: now };
  let first: Awaited<ReturnType<typeof livePast>>;

  beforeAll(async () => {
    await t.store.execute(`delete from settings where key = 'demo_history'`);
    await history.plan(2, now);
    // Noted once: a later start that makes the demo again keeps the first window.
    await history.plan(5, now + DAY_MS);
    expect(await history.pending()).toEqual(window);
    first = await livePast(window);
  });

  it('stores every device at the past interval over the window, every key of each report', async () => {
    expect(first.refused).toBe(0);
    for (const device of fleet) {
      const moments = pastMoments(
        { ...window, intervalMs: DEMO_HISTORY_INTERVAL_MS },
        {
          utcOffsetMinutes: HANGZHOU.utcOffsetMinutes,
          reportInterval: 60,
        },
      );
      expect(moments).toHaveLength(24);
      const keys = Object.keys(createModel({ ...device, kind: device.kind as never }, now, 1).telemetry());
      const [count] = rowsOf<{ rows: number; oldest: Date; newest: Date }>(
        await t.store.db.execute(sql`
          select count(*)::int as rows, min(ts) as oldest, max(ts) as newest from telemetry_history
          where device_id = ${ids.get(device.code)}`),
      );
      expect(count?.rows, device.code).toBe(moments.length * keys.length);
      expect(new Date(count?.oldest ?? 0).getTime()).toBe(moments[0]);
      expect(new Date(count?.newest ?? 0).getTime()).toBe(moments.at(-1));
      expect(moments[0]).toBeGreaterThan(window.from);
      expect(moments.at(-1)).toBeLessThanOrEqual(window.to);
    }
    expect(await storedRows()).toBe(first.rows);
  });

  /**
   * When the device's supply first read low (the fault given to it, or a battery run down): a
   * lamp may rightly stay dark from then on, so its nights are judged before that only.
   */
  async function supplyLowFrom(code: string): Promise<number> {
    const low =
      code === mains().code
        ? (await numbers(code, 'loadVoltage')).find((row) => row.value < 190)
        : (await numbers(code, 'batteryState')).find(
            // Sampled every two hours, a draining battery may read over-discharged without a low reading before.
            (row) => row.value === BATTERY_STATE.undervoltage || row.value === BATTERY_STATE.overDischarge,
          );
    return low?.ts ?? Number.POSITIVE_INFINITY;
  }

  it('lights the lamps at night and not by day, and charges the solar light by day', async () => {
    for (const device of fleet) {
      const lowFrom = await supplyLowFrom(device.code);
      const power = await numbers(device.code, 'loadPower');
      const night = power.filter((row) => localHour(row.ts) === 23 && row.ts < lowFrom);
      expect(
        power.some((row) => row.value > 0),
        device.code,
      ).toBe(true);
      const noon = power.filter((row) => localHour(row.ts) === 11 || localHour(row.ts) === 13);
      expect(
        night.every((row) => row.value > 0),
        device.code,
      ).toBe(true);
      expect(
        noon.every((row) => row.value === 0),
        device.code,
      ).toBe(true);
    }
    const pv = await numbers(solar().code, 'pvPower');
    expect(pv.filter((row) => localHour(row.ts) === 11).some((row) => row.value > 0)).toBe(true);
    expect(pv.filter((row) => localHour(row.ts) === 23).every((row) => row.value === 0)).toBe(true);
  });

  it('shows the fault from its moment in the past on: the mains supply low, then staying low', async () => {
    const volts = (await numbers(mains().code, 'loadVoltage')).map((row) => row.value);
    const low = volts.findIndex((value) => value < 190);
    expect(low).toBeGreaterThan(0);
    expect(volts.slice(0, low).every((value) => value > 210)).toBe(true);
    expect(volts.slice(low).every((value) => value < 190)).toBe(true);
  });

  it('is counted by the energy statistics of the past days', async () => {
    const day = (ms: number) => new Date(ms + HANGZHOU.utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
    const answer = await t.get('/remote/statistics/energy', {
      token,
      query: {
        period: 'day',
        dimension: 'device',
        projectid,
        utcoffset: 480,
        from: day(window.from),
        to: day(now),
      },
    });
    expect(answer.statusCode, answer.body.message).toBe(200);
    const yesterday = answer.body.data.rows.filter(
      (row: { period: string }) => row.period === day(now - DAY_MS),
    );
    expect(yesterday).toHaveLength(2);
    const yesterdayEnd = Date.parse(`${day(now)}T00:00:00+08:00`);
    for (const row of yesterday) {
      // A lamp whose supply went low during yesterday or before may rightly have stayed dark.
      if ((await supplyLowFrom(row.code)) < yesterdayEnd) continue;
      expect(row.consumed, row.code).toBeGreaterThan(0);
      expect(row.lightinghours, row.code).toBeGreaterThan(8);
    }
    expect(yesterday.find((row: { code: string }) => row.code === solar().code).generated).toBeGreaterThan(0);
  });

  it("is on the home page's energy of the past days as the statistics count it, from the daily highs", async () => {
    const yesterday = new Date(now - DAY_MS + HANGZHOU.utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
    const home = await t.get('/remote/dashboard/energy', { token, query: { utcoffset: 480 } });
    expect(home.statusCode, home.body.message).toBe(200);
    const statistics = await t.get('/remote/statistics/energy', {
      token,
      query: {
        period: 'day',
        dimension: 'device',
        projectid,
        utcoffset: 480,
        from: yesterday,
        to: yesterday,
      },
    });
    const day = home.body.data.days.at(-2);
    expect(day.day).toBe(yesterday);
    expect(day.devices).toBe(2);
    expect(day.consumed).toBeGreaterThan(0);
    expect(day.consumed).toBeCloseTo(statistics.body.data.totals.consumed, 2);
    expect(day.lightinghours).toBeCloseTo(statistics.body.data.totals.lightinghours, 1);
  });

  it('is filled once: once stored nothing is pending, and living it again stores nothing more', async () => {
    await history.stored(window, Date.now());
    expect(await history.pending()).toBeUndefined();
    const again = await livePast(window);
    expect(again.rows).toBe(first.rows);
    expect(await storedRows()).toBe(first.rows);
  });
});

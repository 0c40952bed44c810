import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { rowsOf } from '../../db/rows-of';
import { addProject } from '../../test/inventory-fixture';
import { historyOf, insertDevices, startIngest } from '../../test/telemetry-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';
import type { DeviceIdentity } from '../../transport/device-messages';
import { HistoryPartitions } from './history-partitions';
import { TelemetryReportsRepository } from './telemetry-reports.repository';
import { TelemetryUpkeep } from './telemetry-upkeep';

const DAY = 86_400_000;
/** The clock of these tests: 15 June 2026, noon UTC. */
const now = Date.UTC(2026, 5, 15, 12);

let t: TestApp;
let fleet: DeviceIdentity[];

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.signIn('admin', ADMIN_PASSWORD);
  const project = await addProject(t, admin);
  fleet = await insertDevices(t.store, { accountId: project.accountid, projectId: project.id }, 3);
});
afterAll(() => t.close());

const upkeep = (retentionDays: number) => {
  const reports = new TelemetryReportsRepository(t.store.db);
  return new TelemetryUpkeep(
    new HistoryPartitions(t.store.db),
    retentionDays,
    pino({ level: 'silent' }),
    () => now,
    {
      dropBefore: (cutoff) => reports.dropEnergyBefore(cutoff),
    },
  );
};

async function energyHoursOf(deviceId: number): Promise<string[]> {
  const rows = rowsOf<{ hour: string }>(
    await t.store.db.execute(
      sql`select to_char(hour at time zone 'UTC', 'YYYY-MM-DD HH24') as hour from energy_hours where device_id = ${deviceId} order by 1`,
    ),
  );
  return rows.map((row) => row.hour);
}

async function partitionNames(): Promise<string[]> {
  return (await new HistoryPartitions(t.store.db).list()).map((partition) => partition.name).sort();
}

describe('the retention setting', () => {
  it('is 400 days unless TELEMETRY_RETENTION_DAYS says otherwise, and refuses what is not a number of days', () => {
    expect(loadConfig({}).telemetryRetentionDays).toBe(400);
    expect(loadConfig({ TELEMETRY_RETENTION_DAYS: '30' }).telemetryRetentionDays).toBe(30);
    for (const bad of ['0', '-5', 'a year', '1.5']) {
      expect(() => loadConfig({ TELEMETRY_RETENTION_DAYS: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ TELEMETRY_RETENTION_DAYS: bad })).toThrow(/TELEMETRY_RETENTION_DAYS/);
    }
  });
});

describe('the history by month', () => {
  it('is a table partitioned by range of time on this store, with partitions made ahead at start', async () => {
    const kind = rowsOf<{ relkind: string }>(
      await t.store.db.execute(sql`select relkind from pg_class where relname = 'telemetry_history'`),
    );
    expect(kind).toEqual([{ relkind: 'p' }]);
    await upkeep(400).runOnce();
    expect(await partitionNames()).toEqual(
      expect.arrayContaining(['telemetry_history_p2026_06', 'telemetry_history_p2026_07']),
    );
  });

  it('drops the months that ended before the retention, keeps the rest, and refuses values older than it', async () => {
    const [lamp] = fleet;
    if (!lamp) throw new Error('no device');
    const { ingest } = startIngest(t.store, { now: () => now });
    const times = [Date.UTC(2026, 1, 10), Date.UTC(2026, 2, 31, 23, 59), Date.UTC(2026, 3, 20), now - DAY];
    await ingest.telemetry({
      device: lamp,
      entries: times.map((ts, i) => ({ ts, values: { batterySoc: i, energyConsumedToday: i } })),
    });
    await ingest.close();
    expect(await historyOf(t.store, [lamp.deviceId])).toHaveLength(8);
    expect(await energyHoursOf(lamp.deviceId)).toHaveLength(4);

    // 60 days before 15 June is 16 April: February and March are gone whole, April stays.
    const { dropped } = await upkeep(60).runOnce();
    expect(dropped).toEqual(['telemetry_history_p2026_02', 'telemetry_history_p2026_03']);
    expect(
      (await historyOf(t.store, [lamp.deviceId]))
        .filter((row) => row.key === 'batterySoc')
        .map((row) => row.numberValue),
    ).toEqual([2, 3]);
    expect(await partitionNames()).not.toContain('telemetry_history_p2026_03');
    // The hourly energy highs of the dropped months go with them.
    expect(await energyHoursOf(lamp.deviceId)).toEqual(['2026-04-20 00', '2026-06-14 12']);

    const late = startIngest(t.store, { now: () => now, settings: { retentionDays: 60 } }).ingest;
    await late.telemetry({
      device: lamp,
      entries: [{ ts: Date.UTC(2026, 2, 20), values: { batterySoc: 9 } }],
    });
    await late.close();
    expect(await historyOf(t.store, [lamp.deviceId])).toHaveLength(4);
    expect(await partitionNames()).not.toContain('telemetry_history_p2026_03');
  });

  it('makes a month again that another process dropped behind its back, and stores the value', async () => {
    const [, lamp] = fleet;
    if (!lamp) throw new Error('no device');
    const { ingest } = startIngest(t.store, { now: () => now });
    await ingest.telemetry({ device: lamp, entries: [{ ts: now - DAY, values: { batterySoc: 1 } }] });
    await ingest.settled();
    await t.store.execute('drop table telemetry_history_p2026_06');
    await ingest.telemetry({ device: lamp, entries: [{ ts: now - 2 * DAY, values: { batterySoc: 2 } }] });
    await ingest.close();
    expect((await historyOf(t.store, [lamp.deviceId])).map((row) => row.numberValue)).toEqual([2]);
  });
});

import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of';
import { addProject } from '../../test/inventory-fixture';
import { historyOf, insertDevices, startIngest } from '../../test/telemetry-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';
import type { DeviceIdentity } from '../../transport/device-messages';
import { devices as devicesTable } from '../devices/devices.table';
import { LiveStateService } from './live-state.service';
import { telemetryRows } from './message-rows';
import { telemetryRejections } from './telemetry.table';
import { collectBatch } from './telemetry-batch';
import { type CommittedReport, IngestRefused } from './telemetry-ingest';

let t: TestApp;
let fleet: DeviceIdentity[];
let live: LiveStateService;
/** A fresh device of the fleet for each test, so that tests do not read each other's rows. */
let next = 0;
const device = () => {
  const found = fleet[next++];
  if (!found) throw new Error('the test fleet is too small');
  return found;
};
const base = Date.now() - 3_600_000;

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.signIn('admin', ADMIN_PASSWORD);
  const project = await addProject(t, admin);
  fleet = await insertDevices(t.store, { accountId: project.accountid, projectId: project.id }, 200);
  const { repository } = startIngest(t.store);
  live = new LiveStateService(repository);
});
afterAll(() => t.close());

/** Counts rows of a device on a connection other than the ingest's where the store has one. */
async function storedElsewhere(deviceId: number): Promise<number> {
  const query = `select count(*)::int as n from telemetry_history where device_id = ${deviceId}`;
  if (t.store.sql) return (await t.store.sql.unsafe<{ n: number }[]>(query))[0]?.n ?? -1;
  return rowsOf<{ n: number }>(await t.store.db.execute(sql.raw(query)))[0]?.n ?? -1;
}

async function runStateOf(deviceId: number) {
  const [row] = await t.store.db
    .select({ runState: devicesTable.runState })
    .from(devicesTable)
    .where(eq(devicesTable.id, deviceId));
  return row?.runState;
}

describe('the telemetry ingest', () => {
  it('drops a value of the wrong type or out of range, counting it per device with its reason at debug', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'debug' }, { write: (line: string) => void lines.push(line) });
    const { ingest } = startIngest(t.store, { log });
    const lamp = device();
    await ingest.telemetry({
      device: lamp,
      entries: [{ ts: base, values: { batteryVoltage: 75, batterySoc: 'full', windSpeed: 4.5 } }],
    });
    ingest.rejected(lamp, 'payload is not JSON');
    await ingest.close();

    const [counts] = await t.store.db
      .select()
      .from(telemetryRejections)
      .where(eq(telemetryRejections.deviceId, lamp.deviceId));
    expect(counts).toMatchObject({ malformed: 1, rejected: 2, lastReason: 'payload is not JSON' });
    expect((await live.latestOf(lamp.deviceId)).telemetry.map((row) => row.key)).toEqual(['windSpeed']);
    const logged = lines.map((line) => JSON.parse(line)).filter((line) => line.msg === 'device data dropped');
    expect(logged.map((line) => [line.device, line.kind, line.reason])).toEqual([
      [lamp.code, 'rejected', 'batteryVoltage: 75 is out of range 0 to 60'],
      [lamp.code, 'rejected', 'batterySoc: expects a number, got text'],
      [lamp.code, 'malformed', 'payload is not JSON'],
    ]);
    expect(lines.join('\n')).not.toMatch(/token/i);
  });

  it('refuses messages while too many values wait and once closed, so that the transport does not acknowledge them', async () => {
    const { ingest } = startIngest(t.store, { settings: { maxPendingRows: 2 } });
    const lamp = device();
    const first = ingest.telemetry({ device: lamp, entries: [{ ts: base, values: { a: 1, b: 2 } }] });
    await expect(
      ingest.telemetry({ device: lamp, entries: [{ ts: base + 1, values: { a: 3 } }] }),
    ).rejects.toThrow(IngestRefused);
    await first;
    await ingest.close();
    await expect(
      ingest.telemetry({ device: lamp, entries: [{ ts: base + 2, values: { a: 4 } }] }),
    ).rejects.toThrow('the ingest is closed');
    expect(await historyOf(t.store, [lamp.deviceId])).toHaveLength(2);
  });

  it('stores numbers, text, flags and JSON in their columns and answers them as they came', async () => {
    const { ingest } = startIngest(t.store);
    const lamp = device();
    const values = {
      batteryVoltage: 12.75,
      firmwareNote: 'night mode 灯',
      doorOpen: true,
      config: { mode: 7, points: [{ time: '19:00', brightness: 80 }] },
      cells: [3.3, 3.31, 3.29],
      'odd, "key" {1}\\': 'NULL, {"quoted"} \\ text',
    };
    await ingest.telemetry({ device: lamp, entries: [{ ts: base, values }] });
    await ingest.attributes({ device: lamp, values: { firmwareVersion: '2.1.0', bms: { cells: 4 } } });
    await ingest.close();

    const history = await historyOf(t.store, [lamp.deviceId]);
    expect(
      history.map((row) => [row.key, row.numberValue, row.textValue, row.booleanValue, row.jsonValue]),
    ).toEqual([
      ['batteryVoltage', 12.75, null, null, null],
      ['cells', null, null, null, [3.3, 3.31, 3.29]],
      ['config', null, null, null, values.config],
      ['doorOpen', null, null, true, null],
      ['firmwareNote', null, 'night mode 灯', null, null],
      ['odd, "key" {1}\\', null, 'NULL, {"quoted"} \\ text', null, null],
    ]);
    const state = await live.latestOf(lamp.deviceId);
    expect(Object.fromEntries(state.telemetry.map((row) => [row.key, row.value]))).toEqual(values);
    expect(state.telemetry.every((row) => row.ts === new Date(base).toISOString())).toBe(true);
    expect(state.attributes.map((row) => [row.key, row.value])).toEqual([
      ['bms', { cells: 4 }],
      ['firmwareVersion', '2.1.0'],
    ]);
  });

  it('adds no row for a message sent again, in the same batch or a later one; the first value stays', async () => {
    const { ingest } = startIngest(t.store);
    const lamp = device();
    const message = { device: lamp, entries: [{ ts: base, values: { batterySoc: 80, note: 'first' } }] };
    await Promise.all([ingest.telemetry(message), ingest.telemetry(message)]);
    await ingest.telemetry(message);
    await ingest.telemetry({
      device: lamp,
      entries: [{ ts: base, values: { batterySoc: 81, note: 'again' } }],
    });
    await ingest.close();

    const history = await historyOf(t.store, [lamp.deviceId]);
    expect(history.map((row) => [row.key, row.numberValue ?? row.textValue])).toEqual([
      ['batterySoc', 80],
      ['note', 'first'],
    ]);
    const latest = (await live.latestOf(lamp.deviceId)).telemetry;
    expect(latest.map((row) => row.value)).toEqual([80, 'first']);
  });

  it('moves the latest value forward in time only; an older value still goes to the history', async () => {
    const { ingest } = startIngest(t.store);
    const lamp = device();
    await ingest.telemetry({ device: lamp, entries: [{ ts: base + 2000, values: { loadPower: 30 } }] });
    await ingest.telemetry({ device: lamp, entries: [{ ts: base + 1000, values: { loadPower: 20 } }] });
    await Promise.all([
      ingest.telemetry({ device: lamp, entries: [{ ts: base + 500, values: { loadPower: 10 } }] }),
      ingest.telemetry({ device: lamp, entries: [{ ts: base + 3000, values: { loadPower: 40 } }] }),
      ingest.telemetry({ device: lamp, entries: [{ ts: base + 2500, values: { loadPower: 35 } }] }),
    ]);
    await ingest.close();

    expect((await historyOf(t.store, [lamp.deviceId])).map((row) => row.numberValue)).toEqual([
      10, 20, 30, 35, 40,
    ]);
    const [latest] = (await live.latestOf(lamp.deviceId)).telemetry;
    expect(latest).toEqual({ key: 'loadPower', value: 40, ts: new Date(base + 3000).toISOString() });
  });

  it('makes the newest of each key in one batch its latest value, the first received on a tie', async () => {
    const { repository } = startIngest(t.store);
    const lamp = device();
    const rows = (values: Record<string, unknown>, ts: number) =>
      telemetryRows({ device: lamp, entries: [{ ts, values }] }, { oldest: 0, newest: base + 86_400_000 });
    await repository.write(
      collectBatch([
        rows({ loadPower: 20, note: 'first' }, base + 1000),
        rows({ loadPower: 40 }, base + 3000),
        rows({ loadPower: 30, note: 'second' }, base + 1000),
        rows({ loadPower: 10 }, base),
      ]),
      base,
    );
    const latest = (await live.latestOf(lamp.deviceId)).telemetry;
    expect(latest.map((row) => [row.key, row.value])).toEqual([
      ['loadPower', 40],
      ['note', 'first'],
    ]);
    expect((await historyOf(t.store, [lamp.deviceId])).length).toBe(4);
  });

  it('writes many messages of many devices in one transaction and resolves each once it is committed', async () => {
    const { ingest, repository } = startIngest(t.store);
    const write = repository.write.bind(repository);
    let writes = 0;
    repository.write = (batch, now) => {
      writes += 1;
      return write(batch, now);
    };
    const lamps = Array.from({ length: 50 }, device);
    const unseen: string[] = [];
    const sent = lamps.flatMap((lamp) =>
      Array.from({ length: 10 }, (_, i) =>
        ingest
          .telemetry({ device: lamp, entries: [{ ts: base + i * 1000, values: { batterySoc: 50 + i } }] })
          // Read on another connection (PostgreSQL) the moment the promise resolves.
          .then(async () => {
            if ((await storedElsewhere(lamp.deviceId)) === 0) unseen.push(lamp.code);
          }),
      ),
    );
    await Promise.all(sent);
    await ingest.close();
    expect(writes).toBe(1);
    expect(unseen).toEqual([]);
    expect(
      await historyOf(
        t.store,
        lamps.map((lamp) => lamp.deviceId),
      ),
    ).toHaveLength(500);
  });

  it('rejects every message of a batch whose commit fails, and stores the next batch', async () => {
    // A check that only runs at COMMIT: a promise resolved before the commit would resolve here.
    await t.store.execute(`
      create function refuse_poison() returns trigger language plpgsql as $$
      begin if new.key = 'poison' then raise exception 'poison refused at commit'; end if; return null; end $$;
      create constraint trigger refuse_poison_at_commit after insert or update on telemetry_latest
        deferrable initially deferred for each row execute function refuse_poison();`);
    try {
      const { ingest } = startIngest(t.store);
      const lamps = Array.from({ length: 10 }, device);
      const first = lamps.map((lamp, i) =>
        ingest.telemetry({
          device: lamp,
          entries: [{ ts: base, values: i === 3 ? { poison: 1 } : { batterySoc: 60 } }],
        }),
      );
      const outcomes = await Promise.allSettled(first);
      expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(10).fill('rejected'));
      expect(String((outcomes[0] as PromiseRejectedResult).reason)).toMatch(/poison refused at commit/);

      await Promise.all(
        lamps.map((lamp) =>
          ingest.telemetry({ device: lamp, entries: [{ ts: base + 1, values: { batterySoc: 61 } }] }),
        ),
      );
      await ingest.close();
      const history = await historyOf(
        t.store,
        lamps.map((lamp) => lamp.deviceId),
      );
      expect(history.map((row) => row.numberValue)).toEqual(Array(10).fill(61));
    } finally {
      await t.store.execute(
        'drop trigger refuse_poison_at_commit on telemetry_latest; drop function refuse_poison();',
      );
    }
  });

  it('rejects only the message whose rows the database refuses (a device deleted meanwhile); its batch is stored', async () => {
    const { ingest } = startIngest(t.store);
    const lamps = Array.from({ length: 9 }, device);
    const vanished = { deviceId: 2_000_000_000, code: 'GONE-1', accountId: 1, typeId: 1 };
    const outcomes = await Promise.allSettled(
      [...lamps.slice(0, 4), vanished, ...lamps.slice(4)].map((lamp) =>
        ingest.telemetry({ device: lamp, entries: [{ ts: base, values: { batterySoc: 70 } }] }),
      ),
    );
    await ingest.close();
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      ...Array(4).fill('fulfilled'),
      'rejected',
      ...Array(5).fill('fulfilled'),
    ]);
    expect(
      await historyOf(
        t.store,
        lamps.map((lamp) => lamp.deviceId),
      ),
    ).toHaveLength(9);
    expect(await historyOf(t.store, [vanished.deviceId])).toEqual([]);
  });

  it("sets the device's run state from its newest report and tells listeners who was heard from", async () => {
    const { ingest } = startIngest(t.store);
    const reports: CommittedReport[] = [];
    ingest.onCommitted((report) => reports.push(report));
    const lamp = device();
    const quiet = device();
    expect(await runStateOf(lamp.deviceId)).toBeNull();

    await ingest.telemetry({
      device: lamp,
      entries: [{ ts: base + 2000, values: { runState: 3, loadState: 4 } }],
    });
    await ingest.settled();
    expect(await runStateOf(lamp.deviceId)).toBe(3);

    await Promise.all([
      ingest.telemetry({ device: lamp, entries: [{ ts: base + 1000, values: { runState: 1 } }] }),
      ingest.telemetry({ device: quiet, entries: [{ ts: base, values: { batterySoc: 90 } }] }),
    ]);
    await ingest.settled();
    expect(await runStateOf(lamp.deviceId)).toBe(3);
    expect(await runStateOf(quiet.deviceId)).toBeNull();

    await ingest.telemetry({ device: lamp, entries: [{ ts: base + 3000, values: { runState: 2 } }] });
    await ingest.close();
    expect(await runStateOf(lamp.deviceId)).toBe(2);
    expect(reports.map((report) => [report.devices.map((d) => d.code), [...report.runStates]])).toEqual([
      [[lamp.code], [[lamp.deviceId, 3]]],
      [[lamp.code, quiet.code], []],
      [[lamp.code], [[lamp.deviceId, 2]]],
    ]);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of';
import { addProject } from '../../test/inventory-fixture';
import { insertDevices, startIngest } from '../../test/telemetry-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';
import type { DeviceIdentity } from '../../transport/device-messages';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** 10:00 on the UTC+8 clock of the daily highs, yesterday. */
const TODAY = Math.floor(Date.now() / DAY) - 1;
const NOW = TODAY * DAY + 2 * HOUR;
const dayName = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);

let t: TestApp;
let fleet: DeviceIdentity[];

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.signIn('admin', ADMIN_PASSWORD);
  const project = await addProject(t, admin);
  fleet = await insertDevices(t.store, { accountId: project.accountid, projectId: project.id }, 2);
});
afterAll(() => t.close());

async function daysOf(deviceId: number) {
  return rowsOf<{ day: string; consumed: number | null; generated: number | null; hours: number | null }>(
    await t.store.db.execute(sql`
      select to_char(day, 'YYYY-MM-DD') as day, consumed, generated, lighting_hours as hours
      from energy_days where device_id = ${deviceId} order by day`),
  );
}

async function report(lamp: DeviceIdentity, entries: { ts: number; values: Record<string, unknown> }[]) {
  const { ingest } = startIngest(t.store, { now: () => NOW });
  await ingest.telemetry({ device: lamp, entries });
  await ingest.close();
}

describe('the daily energy highs', () => {
  it('take no other key, and a lower or repeated counter lowers nothing', async () => {
    const [lamp] = fleet;
    if (!lamp) throw new Error('no device');
    await report(lamp, [{ ts: NOW - HOUR, values: { batterySoc: 80, energyConsumedToday: 'a lot' } }]);
    expect(await daysOf(lamp.deviceId)).toEqual([]);
    await report(lamp, [{ ts: NOW - HOUR, values: { energyConsumedToday: 120 } }]);
    await report(lamp, [
      { ts: NOW - HOUR, values: { energyConsumedToday: 120 } },
      { ts: NOW - 30 * 60_000, values: { energyConsumedToday: 90 } },
    ]);
    expect(await daysOf(lamp.deviceId)).toEqual([
      { day: dayName(TODAY), consumed: 120, generated: null, hours: null },
    ]);
  });

  it("follow the ingest on the UTC+8 clock: today's counter rising, a late report of yesterday", async () => {
    const [, lamp] = fleet;
    if (!lamp) throw new Error('no device');
    await report(lamp, [{ ts: NOW - HOUR, values: { energyConsumedToday: 50, lightingHoursToday: 1 } }]);
    await report(lamp, [{ ts: NOW, values: { energyConsumedToday: 80, energyGeneratedToday: 300 } }]);
    // 15:30 UTC of the day before yesterday is 23:30 of yesterday on the clock; 16:30 is today.
    await report(lamp, [
      { ts: (TODAY - 1) * DAY + 15.5 * HOUR, values: { energyConsumedToday: 400, lightingHoursToday: 9 } },
      { ts: (TODAY - 1) * DAY + 16.5 * HOUR, values: { lightingHoursToday: 0.5 } },
    ]);
    expect(await daysOf(lamp.deviceId)).toEqual([
      { day: dayName(TODAY - 1), consumed: 400, generated: null, hours: 9 },
      { day: dayName(TODAY), consumed: 80, generated: 300, hours: 1 },
    ]);
  });
});

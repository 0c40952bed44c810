import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { addDevice, addProject } from '../../test/inventory-fixture';
import { startIngest } from '../../test/telemetry-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';
import { devices } from '../devices/devices.table';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Days on the UTC+8 clock of the energy days; `local(day, hour)` is an instant of one. */
const TODAY = Math.floor(Date.now() / DAY) - 1;
const local = (day: number, hour: number) => day * DAY + hour * HOUR - 8 * HOUR;
const dayName = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);
const NOW = local(TODAY, 22);
/** The clock of the platform and of the ingest; a test that moves it puts it back. */
let clock = NOW;
/** Later than the home page keeps an energy answer. */
const PAST_KEPT_ANSWERS = 2 * MINUTE;

let t: TestApp;
let parent: CreatedAccount;
let child: CreatedAccount;
let stranger: CreatedAccount;
type Lamp = { id: number; devicecode: string };
let parentLamp: Lamp;
let childLamp: Lamp;
let strangerLamp: Lamp;

async function report(lamp: Lamp, ts: number, values: Record<string, number>) {
  const { ingest } = startIngest(t.store, { now: () => clock });
  await ingest.telemetry({
    device: { deviceId: lamp.id, code: lamp.devicecode, accountId: 0, typeId: 1 },
    entries: [{ ts, values }],
  });
  await ingest.close();
}

beforeAll(async () => {
  t = await startTestApp({}, { now: () => clock });
  const admin = await t.signIn('admin', ADMIN_PASSWORD);
  parent = await createAccount(t, admin, { username: 'sums_parent' });
  child = await createAccount(t, admin, { username: 'sums_child', parentid: parent.id });
  stranger = await createAccount(t, admin, { username: 'sums_stranger' });
  const lamp = async (account: CreatedAccount, lamppower: number) =>
    (await addDevice(t, account.token, (await addProject(t, account.token)).id, { lamppower })).device;
  parentLamp = await lamp(parent, 100);
  childLamp = await lamp(child, 50);
  strangerLamp = await lamp(stranger, 100);
  for (const [one, consumed] of [
    [parentLamp, 400],
    [childLamp, 200],
    [strangerLamp, 9000],
  ] as const) {
    await report(one, local(TODAY - 1, 23), { energyConsumedToday: consumed, lightingHoursToday: 10 });
    await report(one, local(TODAY, 21), { energyConsumedToday: consumed / 4, lightingHoursToday: 3 });
  }
});
afterAll(() => t.close());

async function energy(account: CreatedAccount) {
  const answer = await t.get('/remote/dashboard/energy', { token: account.token, query: { utcoffset: 480 } });
  expect(answer.statusCode).toBe(200);
  return answer.body.data;
}

async function summedDays(): Promise<string[]> {
  return rowsOf<{ day: string }>(
    await t.store.db.execute(
      sql`select to_char(day, 'YYYY-MM-DD') as day from energy_summed_days order by day`,
    ),
  ).map((row) => row.day);
}

async function sumsOf(account: CreatedAccount, day: number) {
  return rowsOf<{ devices: number; consumed: number; saved: number }>(
    await t.store.db.execute(sql`select devices, consumed, saved from energy_account_days
      where account_id = ${account.id} and day = ${dayName(day)}::date`),
  );
}

describe("the home page's energy of closed days", () => {
  it('sums each closed day once per account, and a parent adds the sums of its subtree', async () => {
    const parentAnswer = await energy(parent);
    expect(await sumsOf(parent, TODAY - 1)).toEqual([{ devices: 1, consumed: 400, saved: 600 }]);
    expect(await sumsOf(child, TODAY - 1)).toEqual([{ devices: 1, consumed: 200, saved: 300 }]);
    expect(await summedDays()).toContain(dayName(TODAY - 1));
    expect(await summedDays()).not.toContain(dayName(TODAY));
    expect(parentAnswer.days.at(-2)).toMatchObject({
      day: dayName(TODAY - 1),
      devices: 2,
      consumed: 0.6,
      saved: 0.9,
    });
    expect(parentAnswer.days.at(-1)).toMatchObject({ day: dayName(TODAY), devices: 2, consumed: 0.15 });
    expect((await energy(child)).days.at(-2)).toMatchObject({ devices: 1, consumed: 0.2, saved: 0.3 });
  });

  it('counts a value of a closed day that arrives late at the next reading', async () => {
    await energy(parent);
    await report(parentLamp, local(TODAY - 1, 23.5), { energyConsumedToday: 700 });
    expect(await summedDays()).not.toContain(dayName(TODAY - 1));
    clock = NOW + PAST_KEPT_ANSWERS;
    try {
      expect((await energy(parent)).days.at(-2)).toMatchObject({ devices: 2, consumed: 0.9, saved: 0.6 });
      expect(await sumsOf(parent, TODAY - 1)).toEqual([{ devices: 1, consumed: 700, saved: 300 }]);
    } finally {
      clock = NOW;
    }
  });

  it('keeps a closed day with the account that owned the light, while today follows the light', async () => {
    await energy(stranger);
    await t.store.db.update(devices).set({ accountId: stranger.id }).where(eq(devices.id, childLamp.id));
    clock = NOW + 2 * PAST_KEPT_ANSWERS;
    try {
      const answer = await energy(stranger);
      expect(answer.days.at(-2)).toMatchObject({ devices: 1, consumed: 9 });
      expect(answer.days.at(-1)).toMatchObject({ devices: 2, consumed: 2.3 });
      expect(answer.month.consumed).toBe(answer.days.at(-1).consumed + (sameMonth() ? 9 : 0));
    } finally {
      await t.store.db.update(devices).set({ accountId: child.id }).where(eq(devices.id, childLamp.id));
      clock = NOW;
    }
  });

  it('reads a day light by light for ten minutes after it ends, then sums it', async () => {
    try {
      clock = local(TODAY + 1, 0) + 5 * MINUTE;
      const justAfter = await energy(parent);
      expect(justAfter.days.at(-2)).toMatchObject({ day: dayName(TODAY), devices: 2, consumed: 0.15 });
      expect(await summedDays()).not.toContain(dayName(TODAY));
      clock = local(TODAY + 1, 0) + 15 * MINUTE;
      const later = await energy(parent);
      expect(await summedDays()).toContain(dayName(TODAY));
      expect(later.days.at(-2)).toEqual(justAfter.days.at(-2));
    } finally {
      clock = NOW;
    }
  });
});

const sameMonth = () => dayName(TODAY - 1).slice(0, 7) === dayName(TODAY).slice(0, 7);

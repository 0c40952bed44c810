import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../platform/event-bus';
import { addDevice, addProject } from '../../test/inventory-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';

// Shenzhen at local midnight (UTC+8) on 2026-11-22: dark, sunrise in about 6.7 hours.
const MIDNIGHT = Date.parse('2026-11-22T16:00:00Z');
const MINUTE = 60_000;

let t: TestApp;
let admin: string;
let clock = MIDNIGHT;
const events: LiveEvent[] = [];
let lamp: { id: number; code: string; token: string };
let projectId: number;

/** Reports values one second after the previous report (a value replaces only an older one). */
async function report(values: Record<string, number>, device = lamp) {
  clock += 1000;
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/v1/${device.token}/telemetry`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(values),
  });
  expect(answer.statusCode).toBe(200);
}

async function warningsOf(code: string, query: Record<string, number> = {}) {
  await t.settled();
  const answer = await t.get('/remote/warninginfo/list', {
    token: admin,
    query: { ...query, devicecode: code },
  });
  expect(answer.statusCode).toBe(200);
  return answer.body.data[0].list as {
    id: number;
    kind: string;
    reason: string;
    runstate: number | null;
    clearedtime: string | null;
  }[];
}

async function runStateOf(code: string) {
  await t.settled();
  const answer = await t.get('/remote/device/detail', { token: admin, query: { devicecode: code } });
  return answer.body.data.runstate as number | null;
}

beforeAll(async () => {
  t = await startTestApp({ DEVICE_OFFLINE_SECONDS: '600' }, { now: () => clock });
  admin = await t.signIn('admin', ADMIN_PASSWORD);
  const project = await addProject(t, admin);
  projectId = project.id;
  const added = await addDevice(t, admin, project.id, { longitude: 114.06, latitude: 22.54, lamppower: 60 });
  lamp = { id: added.device.id, code: added.device.devicecode, token: added.token };
  t.events.subscribe((event) => events.push(event));
});
afterAll(() => t.close());

describe('GET /remote/warninginfo/list filters', () => {
  it('names a bad devicecode or open flag', async () => {
    for (const [query, field] of [
      [{ devicecode: '' }, 'devicecode'],
      [{ open: 3 }, 'open'],
    ] as const) {
      const answer = await t.get('/remote/warninginfo/list', { token: admin, query });
      expect(answer.statusCode).toBe(400);
      expect(answer.body.message.startsWith(`${field}: `)).toBe(true);
    }
  });
});

describe('warnings raised by the rules after each commit', () => {
  it('opens one warning for a fault however many messages repeat it', async () => {
    for (let i = 0; i < 5; i++) {
      await report({ runState: 2, loadState: 4, batteryState: 1, loadPower: 45, batterySoc: 90 });
    }
    const found = await warningsOf(lamp.code);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      kind: 'state',
      runstate: 2,
      reason: 'short-circuit protection,undervoltage',
      clearedtime: null,
    });
    expect(await runStateOf(lamp.code)).toBe(2);
    expect(events.filter((event) => event.type === 'warning')).toHaveLength(1);
    expect(events).toContainEqual({
      type: 'device-state',
      accountId: expect.any(Number),
      data: { deviceid: lamp.id, devicecode: lamp.code, runstate: 2 },
    });
  });

  it('clears the warning when the device reports normal again, and raises anew on the next fault', async () => {
    clock += MINUTE;
    await report({ runState: 1, loadState: 1, batteryState: 2 });
    const [cleared] = await warningsOf(lamp.code);
    expect(cleared?.clearedtime).toBe(new Date(clock).toISOString());
    expect(await warningsOf(lamp.code, { open: 0 })).toHaveLength(1);
    expect(await warningsOf(lamp.code, { open: 1 })).toEqual([]);
    expect(events.at(-1)).toMatchObject({ type: 'warning', data: { kind: 'state', cleared: true } });

    clock += MINUTE;
    await report({ runState: 3, loadState: 7 });
    expect((await warningsOf(lamp.code, { open: 1 })).map((w) => [w.kind, w.reason])).toEqual([
      ['state', 'line failure'],
    ]);
    await report({ runState: 1, loadState: 1 });
  });

  it('finds the lamp out in the dark, and clears it when the lamp burns', async () => {
    clock += MINUTE;
    await report({ loadPower: 0, loadMode: 1 });
    expect((await warningsOf(lamp.code, { open: 1 })).map((w) => w.kind)).toEqual(['lamp-out']);
    clock += MINUTE;
    await report({ loadPower: 58, batterySoc: 95 });
    expect(await warningsOf(lamp.code, { open: 1 })).toEqual([]);
  });

  it('finds a battery that will not last until sunrise', async () => {
    clock += MINUTE;
    await report({ loadPower: 60, batterySoc: 30 });
    const [short] = await warningsOf(lamp.code, { open: 1 });
    expect(short).toMatchObject({
      kind: 'battery-short',
      reason: 'charge 30% lasts 3.6 h, sunrise in 6.6 h',
    });
    await report({ loadPower: 20 });
    expect(await warningsOf(lamp.code, { open: 1 })).toEqual([]);
  });
});

describe('offline, derived from silence', () => {
  it('leaves a device alone while its silence is allowed', async () => {
    clock += 9 * MINUTE;
    await t.monitor.sweep();
    expect(await runStateOf(lamp.code)).toBe(1);
  });

  it('counts a silent device offline once, with one warning, and back when it reports', async () => {
    clock += 2 * MINUTE;
    await t.monitor.sweep();
    await t.monitor.sweep();
    expect(await runStateOf(lamp.code)).toBe(4);
    const [offline] = await warningsOf(lamp.code, { open: 1 });
    expect(offline).toMatchObject({ kind: 'offline', runstate: 4, clearedtime: null });
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'device-state',
        data: { deviceid: lamp.id, devicecode: lamp.code, runstate: 4 },
      }),
    );

    clock += MINUTE;
    await report({ loadPower: 20 });
    expect(await runStateOf(lamp.code)).toBe(1);
    expect(await warningsOf(lamp.code, { open: 1 })).toEqual([]);
    expect(events.at(-1)).toMatchObject({ type: 'warning', data: { kind: 'offline', cleared: true } });
  });

  it('allows three missed reports to a device that told its reporting interval', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/v1/${lamp.token}/attributes`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ reportInterval: 60 }),
    });
    expect(answer.statusCode).toBe(200);
    await t.settled();
    clock += 2 * MINUTE;
    await t.monitor.sweep();
    expect(await runStateOf(lamp.code)).toBe(1);
    clock += 2 * MINUTE;
    await t.monitor.sweep();
    expect(await runStateOf(lamp.code)).toBe(4);
  });
});

describe('a deleted device', () => {
  it('leaves its warnings in the history, no longer linked to it', async () => {
    const added = await addDevice(t, admin, projectId);
    const doomed = { id: added.device.id, code: added.device.devicecode, token: added.token };
    await report({ runState: 3 }, doomed);
    expect((await warningsOf(doomed.code)).map((w) => w.kind)).toEqual(['state']);
    const removed = await t.get('/remote/device/delete', { token: admin, query: { ids: [doomed.id] } });
    expect(removed.statusCode).toBe(200);
    const [kept] = await warningsOf(doomed.code);
    expect(kept).toMatchObject({ kind: 'state', deviceid: null, clearedtime: null });
  });
});

describe('lamps going on and out', () => {
  it("tells the account's browsers once per switch, whatever the reports in between", async () => {
    await report({ loadPower: 50 });
    await t.settled();
    const before = events.length;
    await report({ loadPower: 0 });
    await report({ loadPower: 0 });
    await report({ loadPower: 40 });
    await t.settled();
    expect(events.slice(before).filter((event) => event.type === 'lamps')).toEqual([
      { type: 'lamps', accountId: expect.any(Number), data: { on: 0, off: 1 } },
      { type: 'lamps', accountId: expect.any(Number), data: { on: 1, off: 0 } },
    ]);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { addTerminal, broadcastOf, type TestTerminal, uploadSound } from '../../test/broadcast-fixture';
import { addProject } from '../../test/inventory-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lamplighter-schedules-'));
/** The platform's clock: it only moves forward, test after test. */
let now = Date.parse('2026-11-26T00:00:00Z');
let t: TestApp;
let city: CreatedAccount;
let speaker: TestTerminal;
let sound: number;

/** Moves the clock to an instant written as UTC (08:00 in China is 00:00 UTC). */
const clockAt = (utc: string) => {
  const at = Date.parse(`${utc}Z`);
  expect(at).toBeGreaterThanOrEqual(now);
  now = at;
};

async function scheduled(schedule: Record<string, unknown>, overrides: Record<string, unknown> = {}) {
  const answer = await t.post('/remote/broadcast/add', {
    token: city.token,
    json: broadcastOf(sound, [speaker.code], { name: 'Morning notice', schedule, repeat: 2, ...overrides }),
  });
  expect(answer.statusCode, answer.body.message).toBe(200);
  return answer.body.data.id as number;
}

async function read(id: number) {
  const answer = await t.get('/remote/broadcast/get', { token: city.token, query: { id } });
  return answer.body.data as {
    state: string;
    nextrun: string | null;
    runcount: number;
    runs: { at: string; commandid: number | null; priority: string }[];
  };
}

const runsAt = async (id: number) => (await read(id)).runs.map((run) => run.at);

beforeAll(async () => {
  t = await startTestApp({ MEDIA_DIR: mediaDir, ACCESS_TOKEN_TTL: '60d' }, { now: () => now });
  const admin = await t.signIn('admin', ADMIN_PASSWORD);
  city = await createAccount(t, admin, { username: 'schedule_city' });
  speaker = await addTerminal(t, city.token, (await addProject(t, city.token)).id);
  sound = (await uploadSound(t, city.token, 'notice.wav', 1)).id;
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

describe('a daily broadcast', () => {
  it('plays at its time on each day of its range, once, and not after its last day', async () => {
    const id = await scheduled({
      kind: 'daily',
      time: '10:00',
      startdate: '2026-11-27',
      enddate: '2026-11-28',
    });
    await t.broadcasts.runDue();
    expect(await read(id)).toMatchObject({
      state: 'scheduled',
      nextrun: '2026-11-27T02:00:00.000Z',
      runs: [],
    });

    clockAt('2026-11-27T02:00:05');
    await Promise.all([t.broadcasts.runDue(), t.broadcasts.runDue()]);
    await t.broadcasts.runDue();
    const first = await read(id);
    expect(first).toMatchObject({ state: 'scheduled', nextrun: '2026-11-28T02:00:00.000Z', runcount: 1 });
    expect(first.runs[0]).toMatchObject({ at: '2026-11-27T02:00:00.000Z', priority: 'normal' });
    const command = await t.get('/remote/device/command/detail', {
      token: city.token,
      query: { id: first.runs[0]?.commandid ?? 0 },
    });
    // Sent 5 s late; the terminal answers once it played: it waits the ttl and the 2 × 1 s it plays.
    expect(command.body.data).toMatchObject({
      method: 'playBroadcast',
      username: 'schedule_city',
      expiretime: '2026-11-27T02:10:07.000Z',
    });

    clockAt('2026-11-28T02:00:03');
    await t.broadcasts.runDue();
    expect(await read(id)).toMatchObject({ state: 'done', nextrun: null, runcount: 2 });

    clockAt('2026-11-29T02:00:03');
    await t.broadcasts.runDue();
    expect(await runsAt(id)).toEqual(['2026-11-28T02:00:00.000Z', '2026-11-27T02:00:00.000Z']);
  });

  it('skips an occurrence missed by more than its ttl, and sends a late one within it', async () => {
    clockAt('2026-12-01T00:00:00');
    const id = await scheduled(
      { kind: 'daily', time: '09:00', startdate: '2026-12-01', enddate: '2026-12-03' },
      { ttl: 600 },
    );
    // The platform was down from before 09:00 until 09:11 (01:11 UTC): that day's is not sent late.
    clockAt('2026-12-01T01:11:00');
    await t.broadcasts.runDue();
    expect(await read(id)).toMatchObject({ nextrun: '2026-12-02T01:00:00.000Z', runs: [] });
    // Down again the next day, back 5 minutes after 09:00: still within the ttl.
    clockAt('2026-12-02T01:05:00');
    await t.broadcasts.runDue();
    expect(await runsAt(id)).toEqual(['2026-12-02T01:00:00.000Z']);
  });

  it('plays no more once cancelled', async () => {
    clockAt('2026-12-05T00:00:00');
    const id = await scheduled({
      kind: 'daily',
      time: '12:00',
      startdate: '2026-12-05',
      enddate: '2026-12-09',
    });
    const cancelled = await t.post('/remote/broadcast/cancel', { token: city.token, json: { ids: [id] } });
    expect(cancelled.statusCode).toBe(200);
    clockAt('2026-12-05T04:00:30');
    await t.broadcasts.runDue();
    expect(await read(id)).toMatchObject({ state: 'cancelled', nextrun: null, runs: [] });
  });
});

describe('once and weekly broadcasts', () => {
  it('plays a once at its moment, then is done', async () => {
    clockAt('2026-12-10T00:00:00');
    const id = await scheduled({ kind: 'once', at: '2026-12-10 18:30' }, { priority: 'emergency' });
    expect((await read(id)).nextrun).toBe('2026-12-10T10:30:00.000Z');
    clockAt('2026-12-10T10:29:59');
    await t.broadcasts.runDue();
    expect((await read(id)).runs).toEqual([]);
    clockAt('2026-12-10T10:30:01');
    await t.broadcasts.runDue();
    expect(await read(id)).toMatchObject({
      state: 'done',
      runs: [{ at: '2026-12-10T10:30:00.000Z', priority: 'emergency' }],
    });
  });

  it('plays a weekly one on its weekdays only', async () => {
    // Friday 11 December; Saturdays and Mondays at 07:00 until Tuesday the 15th.
    clockAt('2026-12-11T00:00:00');
    const schedule = {
      kind: 'weekly',
      time: '07:00',
      weekdays: [6, 1],
      startdate: '2026-12-11',
      enddate: '2026-12-15',
    };
    const id = await scheduled(schedule);
    expect((await read(id)).nextrun).toBe('2026-12-11T23:00:00.000Z');
    for (const day of ['2026-12-11', '2026-12-12', '2026-12-13', '2026-12-14', '2026-12-15']) {
      clockAt(`${day}T23:00:10`);
      await t.broadcasts.runDue();
    }
    expect(await runsAt(id)).toEqual(['2026-12-13T23:00:00.000Z', '2026-12-11T23:00:00.000Z']);
    expect((await read(id)).state).toBe('done');
  });
});

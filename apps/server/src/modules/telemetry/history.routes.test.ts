import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { addDevice, addProject } from '../../test/inventory-fixture';
import { startIngest } from '../../test/telemetry-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';

const MINUTE = 60_000;
const VALUES = 3 * 24 * 60;

let t: TestApp;
let a: CreatedAccount;
let b: CreatedAccount;
let maker: CreatedAccount;
let lampA: { id: number; devicecode: string };
let lampB: { id: number; devicecode: string };
/** The first of VALUES minutes of data; value i at start + i minutes is i. */
let start: number;
const at = (i: number) => start + i * MINUTE;

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.signIn('admin', ADMIN_PASSWORD);
  a = await createAccount(t, admin, { username: 'history_tenant_a' });
  b = await createAccount(t, admin, { username: 'history_tenant_b' });
  maker = await createAccount(t, admin, { username: 'history_maker', role: 'manufacturer' });
  lampA = (await addDevice(t, a.token, (await addProject(t, a.token)).id)).device;
  lampB = (await addDevice(t, b.token, (await addProject(t, b.token)).id)).device;

  start = Math.floor(Date.now() / MINUTE) * MINUTE - VALUES * MINUTE;
  const { ingest } = startIngest(t.store);
  const identity = (lamp: { id: number; devicecode: string }) => ({
    deviceId: lamp.id,
    code: lamp.devicecode,
    accountId: 0,
    typeId: 1,
  });
  await ingest.telemetry({
    device: identity(lampA),
    entries: Array.from({ length: VALUES }, (_, i) => ({
      ts: at(i),
      values: { level: i, lit: i % 4 === 0, mode: `m${i}` },
    })),
  });
  await ingest.telemetry({ device: identity(lampB), entries: [{ ts: at(0), values: { level: 1 } }] });
  await ingest.close();
});
afterAll(() => t.close());

const history = (token: string | undefined, query: Record<string, string | number>) =>
  t.get('/remote/history/list', { token, query });

describe('who may read history', () => {
  it('answers 2003 without a token and 2001 to an account that may not list devices', async () => {
    const anonymous = await history(undefined, { deviceid: lampA.id, key: 'level' });
    expect([anonymous.statusCode, anonymous.body.status]).toEqual([401, 2003]);
    const refused = await history(maker.token, { deviceid: lampA.id, key: 'level' });
    expect([refused.statusCode, refused.body.status]).toEqual([403, 2001]);
  });

  it('answers 404 for a device of another account tree, by id or number, as for an unknown one', async () => {
    const queries: Record<string, string | number>[] = [
      { deviceid: lampB.id },
      { devicecode: lampB.devicecode },
      { deviceid: 2_000_000_000 },
      { devicecode: 'NO-SUCH-LAMP' },
    ];
    for (const query of queries) {
      const answer = await history(a.token, { ...query, key: 'level' });
      expect(answer.statusCode).toBe(404);
      expect(answer.body.message).toBe('device not found');
    }
    expect((await history(b.token, { deviceid: lampA.id, key: 'level' })).statusCode).toBe(404);
  });
});

describe('malformed history queries', () => {
  it('names the field: no device, no key, an unreadable time, an empty range, too many points', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ key: 'level' }, 'deviceid: please select a device'],
      [{ deviceid: lampA.id }, 'key: please select a telemetry key'],
      [{ deviceid: lampA.id, key: ' ' }, 'key: please select a telemetry key'],
      [
        { deviceid: lampA.id, key: 'level', from: 'yesterday' },
        'from: from must be a time: ISO 8601, or seconds or milliseconds since 1970',
      ],
      [
        { deviceid: lampA.id, key: 'level', from: at(10), to: at(10) },
        'from: the start time must be before the end time',
      ],
      [{ deviceid: lampA.id, key: 'level', points: 1001 }, 'points: '],
      [{ deviceid: lampA.id, key: 'level', points: 0 }, 'points: '],
    ];
    for (const [query, message] of cases) {
      const answer = await history(a.token, query);
      expect(answer.statusCode, JSON.stringify(query)).toBe(400);
      expect(answer.body.message.startsWith(message), answer.body.message).toBe(true);
    }
    const future = await history(a.token, {
      deviceid: lampA.id,
      key: 'level',
      from: Date.now() + 3_600_000,
    });
    expect([future.statusCode, future.body.message]).toEqual([
      400,
      'from: the start time must be before the end time',
    ]);
  });
});

describe('a chart of one key', () => {
  it('averages the range into at most `points` buckets, with extremes and counts', async () => {
    const answer = await history(a.token, {
      deviceid: lampA.id,
      key: 'level',
      from: at(0),
      to: at(VALUES),
      points: 100,
    });
    expect(answer.statusCode).toBe(200);
    const series = answer.body.data;
    const bucket = Math.ceil((VALUES * MINUTE) / 100 / 1000) * 1000;
    expect(series).toMatchObject({ devicecode: lampA.devicecode, key: 'level', bucket });
    expect([series.from, series.to]).toEqual([
      new Date(at(0)).toISOString(),
      new Date(at(VALUES)).toISOString(),
    ]);
    expect(series.points.length).toBeLessThanOrEqual(100);
    expect(series.points.reduce((sum: number, point: { count: number }) => sum + point.count, 0)).toBe(
      VALUES,
    );

    // The same buckets counted here: value i lies in bucket floor(i minutes / bucket).
    const expected = new Map<number, number[]>();
    for (let i = 0; i < VALUES; i++) {
      const index = Math.floor((i * MINUTE) / bucket);
      expected.set(index, [...(expected.get(index) ?? []), i]);
    }
    expect(series.points).toEqual(
      [...expected].map(([index, values]) => ({
        ts: new Date(at(0) + index * bucket).toISOString(),
        value: values.reduce((sum, v) => sum + v, 0) / values.length,
        min: Math.min(...values),
        max: Math.max(...values),
        count: values.length,
      })),
    );
  });

  it('takes the device by number, times in seconds or ISO 8601, and 24 hours before `to` by default', async () => {
    const toSeconds = Math.floor(at(VALUES) / 1000);
    const answer = await history(a.token, {
      devicecode: lampA.devicecode,
      key: 'level',
      to: toSeconds,
      points: 1,
    });
    expect(answer.body.data.from).toBe(new Date(at(VALUES) - 24 * 3600_000).toISOString());
    expect(answer.body.data.points).toEqual([
      {
        ts: answer.body.data.from,
        value: (VALUES - 1440 + VALUES - 1) / 2,
        min: VALUES - 1440,
        max: VALUES - 1,
        count: 1440,
      },
    ]);
    const iso = await history(a.token, {
      deviceid: lampA.id,
      key: 'level',
      from: new Date(at(0)).toISOString(),
      to: new Date(at(10)).toISOString(),
      points: 1000,
    });
    expect(iso.body.data.points.map((point: { value: number }) => point.value)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    const now = await history(a.token, { deviceid: lampA.id, key: 'level' });
    expect(Date.parse(now.body.data.to) - Date.parse(now.body.data.from)).toBe(24 * 3600_000);
  });

  it('averages flags as 0 and 1, counts text without a value, and answers no points for a quiet range', async () => {
    const range = { deviceid: lampA.id, from: at(0), to: at(8), points: 2 };
    const flags = await history(a.token, { ...range, key: 'lit' });
    expect(flags.body.data.points.map((p: { value: number; count: number }) => [p.value, p.count])).toEqual([
      [0.25, 4],
      [0.25, 4],
    ]);
    const text = await history(a.token, { ...range, key: 'mode' });
    expect(
      text.body.data.points.map((p: { value: number | null; count: number }) => [p.value, p.count]),
    ).toEqual([
      [null, 4],
      [null, 4],
    ]);
    const quiet = await history(a.token, { ...range, key: 'level', from: at(-100), to: at(-1) });
    expect(quiet.body.data.points).toEqual([]);
  });
});

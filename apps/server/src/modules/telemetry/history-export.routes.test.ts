import { HISTORY_EXPORT_MAX_ROWS } from '@lamplighter/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { readWorkbook } from '../../test/excel-fixture';
import { addDevice, addProject } from '../../test/inventory-fixture';
import { startIngest } from '../../test/telemetry-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';
import { HistoryPartitions } from './history-partitions';

const HOUR = 3_600_000;
/** The server's clock, stopped on the hour so that "the last week" holds a known number of values. */
const NOW = Math.floor(Date.now() / HOUR) * HOUR;

let t: TestApp;
let a: CreatedAccount;
let b: CreatedAccount;
let reader: CreatedAccount;
let lamp: { id: number; devicecode: string };
let busy: { id: number; devicecode: string };
let foreign: { id: number; devicecode: string };
/** Ten days ago on the hour; value i of batteryVoltage is at start + i hours. */
let start: number;
const at = (i: number) => start + i * HOUR;

beforeAll(async () => {
  t = await startTestApp({}, { now: () => NOW });
  const admin = await t.signIn('admin', ADMIN_PASSWORD);
  a = await createAccount(t, admin, { username: 'hexport_tenant_a' });
  b = await createAccount(t, admin, { username: 'hexport_tenant_b' });
  reader = await createAccount(t, a.token, { username: 'hexport_reader', role: 'user' });
  const project = await addProject(t, a.token);
  lamp = (await addDevice(t, a.token, project.id)).device;
  busy = (await addDevice(t, a.token, project.id)).device;
  foreign = (await addDevice(t, b.token, (await addProject(t, b.token)).id)).device;

  start = NOW - 240 * HOUR;
  const { ingest } = startIngest(t.store);
  await ingest.telemetry({
    device: { deviceId: lamp.id, code: lamp.devicecode, accountId: 0, typeId: 1 },
    entries: Array.from({ length: 240 }, (_, i) => ({
      ts: at(i),
      values: { batteryVoltage: 12 + i / 100, note: i === 239 ? '=HYPERLINK("http://x.test")' : `n${i}` },
    })),
  });
  await ingest.close();
  // One value more than an export may hold, written straight: the ingest would take minutes.
  await new HistoryPartitions(t.store.db).ensure([NOW - 86_400_000, NOW]);
  await t.store.db.execute(sql`
    insert into telemetry_history (device_id, key, ts, number_value)
    select ${busy.id}, 'loadPower', ${new Date(NOW).toISOString()}::timestamptz - i * interval '500 milliseconds', i
    from generate_series(1, ${HISTORY_EXPORT_MAX_ROWS + 1}::int) as i`);
});
afterAll(() => t.close());

const exportHistory = (token: string | undefined, form: Record<string, string | number | string[]>) =>
  t.post('/remote/history/export', { token, form });

describe('who may export history', () => {
  it('answers 2003 without a token and 2001 to an account that may not export', async () => {
    const form = { devicecodes: [lamp.devicecode], keys: ['batteryVoltage'] };
    const anonymous = await exportHistory(undefined, form);
    expect([anonymous.statusCode, anonymous.body.status]).toEqual([401, 2003]);
    const refused = await exportHistory(reader.token, form);
    expect([refused.statusCode, refused.body.status]).toEqual([403, 2001]);
  });

  it('answers 404 when one of the devices is of another account tree or unknown', async () => {
    for (const code of [foreign.devicecode, 'NO-SUCH-LAMP']) {
      const answer = await exportHistory(a.token, {
        devicecodes: [lamp.devicecode, code],
        keys: ['batteryVoltage'],
      });
      expect([answer.statusCode, answer.body.message]).toEqual([404, 'device not found']);
    }
  });
});

describe('malformed exports', () => {
  it('names the field: no device, no key, a custom range without start, an empty range', async () => {
    const cases: [Record<string, string | number | string[]>, string][] = [
      [{ keys: ['batteryVoltage'] }, 'devicecodes: please select at least one device'],
      [{ devicecodes: [lamp.devicecode] }, 'keys: please select a telemetry key'],
      [
        { devicecodes: [lamp.devicecode], keys: ['batteryVoltage'], range: 'custom' },
        'from: the start time must be before the end time',
      ],
      [
        { devicecodes: [lamp.devicecode], keys: ['batteryVoltage'], range: 'custom', from: at(5), to: at(5) },
        'from: the start time must be before the end time',
      ],
      [{ devicecodes: [lamp.devicecode], keys: ['batteryVoltage'], range: 'year' }, 'range: '],
      [{ devicecodes: [lamp.devicecode], keys: ['batteryVoltage'], utcoffset: 900 }, 'utcoffset: '],
    ];
    for (const [form, message] of cases) {
      const answer = await exportHistory(a.token, form);
      expect(answer.statusCode, JSON.stringify(form)).toBe(400);
      expect(answer.body.message.startsWith(message), answer.body.message).toBe(true);
    }
  });

  it('refuses more values than an export holds, saying how to narrow it, instead of cutting the file', async () => {
    const answer = await exportHistory(a.token, { devicecodes: [busy.devicecode], keys: ['loadPower'] });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toBe(
      `the export would hold more than ${HISTORY_EXPORT_MAX_ROWS} values: choose a shorter range, fewer devices or fewer keys`,
    );
  });
});

describe('an export', () => {
  it('writes every value of a custom range, one row each, in the caller’s clock and language', async () => {
    const answer = await exportHistory(a.token, {
      devicecodes: [lamp.devicecode],
      keys: ['batteryVoltage', 'note'],
      range: 'custom',
      from: at(236),
      to: at(240),
      utcoffset: 480,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.raw.headers['content-type']).toContain('spreadsheetml');
    expect(answer.raw.headers['content-disposition']).toMatch(
      /^attachment; filename="history-\d{4}-\d\d-\d\d\.xlsx"/,
    );
    const { rows } = await readWorkbook(answer.raw.rawPayload);
    expect(rows[0]).toEqual(['Device number', 'Time (UTC+08:00)', 'Item', 'Key', 'Value', 'Unit']);
    expect(rows.slice(1).map((row) => [row[0], (row[1] as Date).getTime(), row[2], row[4], row[5]])).toEqual(
      [236, 237, 238, 239].flatMap((i) => [
        [lamp.devicecode, at(i) + 8 * HOUR, 'Battery voltage', 12 + i / 100, 'V'],
        [lamp.devicecode, at(i) + 8 * HOUR, 'note', i === 239 ? `'=HYPERLINK("http://x.test")` : `n${i}`, ''],
      ]),
    );

    const zh = await t.post('/remote/history/export', {
      token: a.token,
      headers: { 'accept-language': 'zh-CN' },
      form: {
        devicecodes: [lamp.devicecode],
        keys: ['batteryVoltage'],
        range: 'custom',
        from: at(0),
        to: at(1),
      },
    });
    expect((await readWorkbook(zh.raw.rawPayload)).rows).toEqual([
      ['设备编号', '时间 (UTC+00:00)', '数据项', '键', '数值', '单位'],
      [lamp.devicecode, new Date(at(0)), '电池电压', 'batteryVoltage', 12, 'V'],
    ]);
  });

  it('takes the last week by default and the last month when asked', async () => {
    const count = async (range: string) => {
      const answer = await exportHistory(a.token, {
        devicecodes: [lamp.devicecode],
        keys: ['batteryVoltage'],
        range,
      });
      return (await readWorkbook(answer.raw.rawPayload)).rows.length - 1;
    };
    // Values are hourly over the 240 hours before now: 168 of them in the last week.
    expect(await count('week')).toBe(168);
    expect(await count('month')).toBe(240);
  });
});

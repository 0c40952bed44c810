import { describe, expect, it } from 'vitest';
import { attributeRows, telemetryRows } from './message-rows';
import { collectBatch } from './telemetry-batch';

const device = { deviceId: 7, code: 'SL-7', accountId: 1, typeId: 1 };
const now = Date.UTC(2026, 10, 22, 12);
const times = { oldest: now - 400 * 86_400_000, newest: now + 86_400_000 };

function rowsOf(values: Record<string, unknown>, ts = now) {
  return telemetryRows({ device, entries: [{ ts, values }] }, times);
}

describe('the values of a telemetry message', () => {
  it('drops a documented key of the wrong type or out of its range, with the reason, and keeps the rest', () => {
    const rows = rowsOf({
      batteryVoltage: 75,
      batterySoc: '80',
      brightness: 50.5,
      runState: 0,
      loadState: true,
      pvPower: { watts: 3 },
      batteryTemperature: 21.5,
    });
    expect(rows.problems).toEqual([
      'batteryVoltage: 75 is out of range 0 to 60',
      'batterySoc: expects a number, got text',
      'brightness: expects a whole number, got 50.5',
      'runState: 0 is out of range 1 to 5',
      'loadState: expects a number, got a boolean',
      'pvPower: expects a number, got JSON',
    ]);
    expect(rows.history.map((row) => [row.k, row.n])).toEqual([['batteryTemperature', 21.5]]);
  });

  it('drops values the database could not hold or that carry nothing, naming the key', () => {
    const rows = rowsOf({
      empty: null,
      nul: 'a\0b',
      long: 'x'.repeat(70_000),
      nested: { text: 'a\0b' },
      half: 'a\ud800',
      halfInJson: { list: ['\udcd2'] },
      'k\udcd2': 3,
      infinite: Number.POSITIVE_INFINITY,
      [`k${'e'.repeat(300)}`]: 1,
      '': 2,
      fine: 'ok',
      pair: '\ud83d\udca1',
    });
    expect(rows.problems).toEqual([
      'empty: no value (null)',
      'nul: text contains a NUL character',
      'long: text longer than 65536 characters',
      'nested: JSON contains a NUL character',
      'half: text contains half of a surrogate pair',
      'halfInJson: JSON contains half of a surrogate pair',
      'key contains half of a surrogate pair',
      'infinite: not a finite number',
      'key longer than 255 characters',
      'empty key',
    ]);
    expect(rows.history.map((row) => row.k)).toEqual(['fine', 'pair']);
  });

  it('drops a whole entry whose timestamp is older than retention keeps or ahead of the clock', () => {
    const rows = telemetryRows(
      {
        device,
        entries: [
          { ts: times.oldest - 1, values: { a: 1 } },
          { ts: times.newest + 1, values: { a: 2 } },
          { ts: Number.NaN, values: { a: 3 } },
          { ts: now, values: { a: 4 } },
        ],
      },
      times,
    );
    expect(rows.problems).toEqual([
      `timestamp ${times.oldest - 1} is older than the history kept`,
      `timestamp ${times.newest + 1} is ahead of the platform's clock`,
      'timestamp is not a number',
    ]);
    expect(rows.history).toEqual([{ d: 7, k: 'a', t: '2026-11-22T12:00:00.000000Z', n: 4 }]);
  });

  it('keeps unknown keys of every type as they come, in their typed column', () => {
    const rows = rowsOf({ colour: 'amber', lit: false, ratio: 0.25, shape: { a: [1, 2] }, list: [1, 'x'] });
    expect(rows.problems).toEqual([]);
    expect(rows.history.map(({ k, n, s, b, j }) => ({ k, n, s, b, j }))).toEqual([
      { k: 'colour', s: 'amber' },
      { k: 'lit', b: false },
      { k: 'ratio', n: 0.25 },
      { k: 'shape', j: { a: [1, 2] } },
      { k: 'list', j: [1, 'x'] },
    ]);
  });

  it('checks attributes for what the database holds, not for telemetry ranges', () => {
    const rows = attributeRows({ device, values: { firmwareVersion: '2.1.0', runState: 99, bad: null } });
    expect(rows.problems).toEqual(['bad: no value (null)']);
    expect(rows.attributes).toEqual([
      { d: 7, sc: 'client', k: 'firmwareVersion', s: '2.1.0' },
      { d: 7, sc: 'client', k: 'runState', n: 99 },
    ]);
  });
});

describe('a batch of messages', () => {
  it('keeps every time of every key, sorted by key and time, and the last attribute', () => {
    const batch = collectBatch([
      rowsOf({ a: 1, b: 1 }, now),
      rowsOf({ a: 2 }, now - 1000),
      rowsOf({ a: 3, b: 3 }, now + 1000),
      rowsOf({ b: 4 }, now + 1000),
      attributeRows({ device, values: { model: 'old' } }),
      attributeRows({ device, values: { model: 'new' } }),
    ]);
    expect(batch.history.map((row) => [row.k, row.n])).toEqual([
      ['a', 2],
      ['a', 1],
      ['a', 3],
      ['b', 1],
      ['b', 3],
    ]);
    expect(batch.attributes.map((row) => row.s)).toEqual(['new']);
    expect([...batch.months]).toEqual([Date.UTC(2026, 10, 1)]);
  });

  it('keeps every value stamped on arrival within one millisecond, the last received the newest', () => {
    const arrivals = [3, 1, 2].map((micros, i) =>
      telemetryRows({ device, entries: [{ ts: now, micros: i + 1, values: { a: micros } }] }, times),
    );
    const batch = collectBatch([...arrivals, rowsOf({ a: 9 })]);
    expect(batch.history.map((row) => [row.t, row.n])).toEqual([
      ['2026-11-22T12:00:00.000000Z', 9],
      ['2026-11-22T12:00:00.000001Z', 3],
      ['2026-11-22T12:00:00.000002Z', 1],
      ['2026-11-22T12:00:00.000003Z', 2],
    ]);
  });

  it('keeps one history row per device, key and time: the first received of a message sent twice', () => {
    const batch = collectBatch([rowsOf({ a: 1, b: 1 }), rowsOf({ a: 2 }), rowsOf({ a: 1, b: 1 })]);
    expect(batch.history.map((row) => [row.k, row.n])).toEqual([
      ['a', 1],
      ['b', 1],
    ]);
  });
});

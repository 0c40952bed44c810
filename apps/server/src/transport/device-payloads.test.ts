import { describe, expect, it } from 'vitest';
import { keyValues, parseJson, telemetryEntries } from './device-payloads';

const NOW = Date.UTC(2026, 5, 1, 12, 0, 0);
const json = (text: string) => Buffer.from(text);
/** Every value without a time arrives at the same stamp here; the clock's own test covers its order. */
const arrival = () => ({ ts: NOW, micros: 7 });

describe('a payload', () => {
  it('is refused when over the limit or not JSON', () => {
    expect(parseJson(json('{"a": 1}'), 8)).toEqual({ ok: true, value: { a: 1 } });
    expect(parseJson(json('{"a": 10}'), 8)).toEqual({
      ok: false,
      reason: 'too large: 9 bytes, the limit is 8',
    });
    for (const bad of ['', '{', 'temperature=20', '{"a": 1}}', '\u0000']) {
      expect(parseJson(json(bad), 100)).toEqual({ ok: false, reason: 'not JSON' });
    }
  });

  it('is refused when it nests deeper than 32 levels, on MQTT as over HTTP', () => {
    const nested = (depth: number) => `${'{"a":['.repeat(depth / 2)}1${']}'.repeat(depth / 2)}`;
    expect(parseJson(json(nested(32)), 100_000).ok).toBe(true);
    for (const depth of [34, 5000]) {
      expect(parseJson(json(nested(depth)), 100_000)).toEqual({
        ok: false,
        reason: 'JSON nested deeper than 32 levels',
      });
    }
  });
});

describe('telemetry', () => {
  it('refuses what is not one of the documented forms, naming why', () => {
    const cases: [unknown, string][] = [
      [42, 'values must be a JSON object'],
      ['on', 'values must be a JSON object'],
      [null, 'values must be a JSON object'],
      [[], 'values hold no key'],
      [{}, 'values hold no key'],
      [[{ a: 1 }, 7], 'values must be a JSON object'],
      [{ ts: NOW }, 'values must be a JSON object'],
      [{ ts: NOW, values: {} }, 'values hold no key'],
      [{ ts: NOW, values: [1] }, 'values must be a JSON object'],
      [{ ts: '2026-06-01', values: { a: 1 } }, 'ts must be a positive whole number of milliseconds'],
      [{ ts: -5, values: { a: 1 } }, 'ts must be a positive whole number of milliseconds'],
      [{ ts: 1.5, values: { a: 1 } }, 'ts must be a positive whole number of milliseconds'],
    ];
    for (const [document, reason] of cases) {
      expect(telemetryEntries(document, arrival), JSON.stringify(document)).toEqual({ ok: false, reason });
    }
  });

  it('takes values without ts at their arrival, with ts at theirs, seconds read as seconds', () => {
    expect(telemetryEntries({ batteryVoltage: 12.6, loadState: 1 }, arrival)).toEqual({
      ok: true,
      value: [{ ts: NOW, micros: 7, values: { batteryVoltage: 12.6, loadState: 1 } }],
    });
    expect(telemetryEntries({ ts: NOW - 1000, values: { brightness: 80 } }, arrival)).toEqual({
      ok: true,
      value: [{ ts: NOW - 1000, values: { brightness: 80 } }],
    });
    expect(telemetryEntries({ ts: 1_780_000_000, values: { brightness: 1 } }, arrival)).toEqual({
      ok: true,
      value: [{ ts: 1_780_000_000_000, values: { brightness: 1 } }],
    });
  });

  it('takes an array mixing both forms, in order, and leaves the values to the sink', () => {
    const document = [
      { ts: NOW - 2000, values: { a: 1 } },
      { b: 'text', c: true, d: { nested: [1, 2] }, e: null },
    ];
    expect(telemetryEntries(document, arrival)).toEqual({
      ok: true,
      value: [
        { ts: NOW - 2000, values: { a: 1 } },
        { ts: NOW, micros: 7, values: { b: 'text', c: true, d: { nested: [1, 2] }, e: null } },
      ],
    });
  });
});

describe('attributes', () => {
  it('are one object of keys and values', () => {
    expect(keyValues({ firmwareVersion: '1.2.0' }, 'attributes')).toEqual({
      ok: true,
      value: { firmwareVersion: '1.2.0' },
    });
    expect(keyValues([{ a: 1 }], 'attributes')).toEqual({
      ok: false,
      reason: 'attributes must be a JSON object',
    });
    expect(keyValues({}, 'attributes')).toEqual({ ok: false, reason: 'attributes hold no key' });
  });
});

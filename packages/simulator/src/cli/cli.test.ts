import { describe, expect, it } from 'vitest';
import { timestampsOf } from '../fleet/fleet';
import { readOptions } from './args';
import { planFleet } from './layout';
import { devicesOf, formatTokens, parseTokens } from './tokens-csv';

const centre = { lat: 30.2741, lng: 120.1551 };

describe('the CLI options', () => {
  it('refuses what cannot run, naming the option', () => {
    expect(() => readOptions([])).toThrow(/--url and --tokens/);
    expect(() => readOptions(['--platform', 'http://127.0.0.1:8080'], {})).toThrow(
      /--username and --password/,
    );
    expect(() => readOptions(['--url', 'mqtt://x', '--tokens', 't.csv', '--speed', '-1'])).toThrow(/--speed/);
    expect(() => readOptions(['--url', 'mqtt://x', '--tokens', 't.csv', '--faults', 'meteor=0.1'])).toThrow(
      /meteor/,
    );
    expect(() => readOptions(['--url', 'mqtt://x', '--tokens', 't.csv', '--start', 'tomorrow'])).toThrow(
      /--start/,
    );
    expect(() => readOptions(['--url', 'mqtt://x', '--tokens', 't.csv', '--timestamps', 'lunar'])).toThrow(
      /--timestamps/,
    );
    expect(() => readOptions(['--bogus'])).toThrow();
  });

  it('reads the platform mode with its defaults; the password may come from the environment', () => {
    const options = readOptions(
      [
        '--platform',
        'http://127.0.0.1:8080',
        '--username',
        'admin',
        '--devices',
        '50',
        '--speed',
        '60',
        '--faults',
        'lampFailure=0.05,offline=0.01',
      ],
      { LAMPLIGHTER_PASSWORD: 'secret' },
    );
    expect(options).toMatchObject({
      password: 'secret',
      devices: 50,
      speed: 60,
      seed: 1,
      prefix: 'SIM1-',
      project: 'Simulated fleet',
      faults: { lampFailure: 0.05, offline: 0.01 },
      centre,
    });
  });
});

describe('the timestamps of reports', () => {
  it('are the wall clock when a fast clock starts now, the simulated moment otherwise or when asked', () => {
    expect(timestampsOf({ speed: 60 })).toBe('wall');
    expect(timestampsOf({ speed: 1 })).toBe('simulated');
    expect(timestampsOf({ speed: 60, start: Date.parse('2024-06-21T00:00:00Z') })).toBe('simulated');
    expect(timestampsOf({ speed: 60, timestamps: 'simulated' })).toBe('simulated');
  });
});

describe('the token file', () => {
  it('reads devices, puts lights behind their gateway and writes the same back', () => {
    const text = [
      'token,kind,code,lat,lng,gateway',
      'a1,solarLight,S-1,30.1,120.1,',
      'g1,gateway,G-1,30.2,120.2,',
      ',bleMatrixLight,B-1,30.2,120.2,G-1',
      '# a comment',
      'a2,,,,,',
    ].join('\n');
    const rows = parseTokens(text, centre);
    expect(rows).toHaveLength(4);
    expect(rows[3]).toMatchObject({ token: 'a2', kind: 'solarLight', code: 'SIM-4', lat: centre.lat });
    const devices = devicesOf(rows);
    expect(devices.map((device) => device.code)).toEqual(['G-1', 'S-1', 'SIM-4']);
    expect(devices[0]?.lights).toEqual([{ code: 'B-1', lat: 30.2, lng: 120.2 }]);
    expect(parseTokens(formatTokens(rows), centre)).toEqual(rows);
  });

  it('refuses a line without a token, an unknown kind and a light behind a missing gateway', () => {
    expect(() => parseTokens(',solarLight,S-1,30,120,', centre)).toThrow(/token/);
    expect(() => parseTokens('t,rocket,S-1,30,120,', centre)).toThrow(/rocket/);
    expect(() => devicesOf(parseTokens(',bleMatrixLight,B-1,30,120,G-9', centre))).toThrow(/G-9/);
  });
});

describe('the planned fleet', () => {
  it('mixes the families, keeps at most eight lights behind a gateway and stays inside the area', () => {
    const plan = planFleet({ count: 300, centre, radiusKm: 2, prefix: 'T-', seed: 7 });
    const kinds = new Map<string, number>();
    for (const device of plan) kinds.set(device.kind, (kinds.get(device.kind) ?? 0) + 1);
    expect(plan.length - (kinds.get('gateway') ?? 0)).toBe(300);
    for (const kind of ['solarLight', 'mainsLight', 'bleMatrixLight', 'gateway', 'weatherStation']) {
      expect(kinds.get(kind), kind).toBeGreaterThan(0);
    }
    const behind = new Map<string, number>();
    for (const device of plan)
      if (device.gateway) behind.set(device.gateway, (behind.get(device.gateway) ?? 0) + 1);
    expect(Math.max(...behind.values())).toBeLessThanOrEqual(8);
    expect(new Set(plan.map((device) => device.code)).size).toBe(plan.length);
    for (const device of plan) {
      expect(Math.abs(device.lat - centre.lat)).toBeLessThan(0.03);
      expect(Math.abs(device.lng - centre.lng)).toBeLessThan(0.03);
    }
    expect(planFleet({ count: 300, centre, radiusKm: 2, prefix: 'T-', seed: 7 })).toEqual(plan);
  });
});

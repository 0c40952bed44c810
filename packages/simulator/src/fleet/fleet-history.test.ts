import { describe, expect, it } from 'vitest';
import type { Reading } from '../physics/device-model';
import { type FleetDeviceSpec, startFleet } from './fleet';
import { pastMoments } from './fleet-history';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const place = { lat: 30.25, lng: 120.15 };
// Nothing listens there: the devices only live their past.
const broker = 'mqtt://127.0.0.1:9';

async function past(devices: FleetDeviceSpec[], from: number, to: number, faults = {}) {
  const readings: Reading[] = [];
  const fleet = startFleet({
    devices,
    broker,
    faults,
    history: { from, to, intervalMs: 2 * HOUR, record: async (chunk) => void readings.push(...chunk) },
  });
  const count = await fleet.history;
  await fleet.stop();
  return { fleet, readings, count };
}

describe('the moments of the past', () => {
  it('refuses an interval that does not divide a day', () => {
    expect(() =>
      pastMoments({ from: 0, to: DAY, intervalMs: 7 * HOUR }, { utcOffsetMinutes: 0, reportInterval: 60 }),
    ).toThrow('a day must be a whole number of intervals');
    expect(() =>
      pastMoments({ from: 0, to: DAY, intervalMs: 0 }, { utcOffsetMinutes: 0, reportInterval: 60 }),
    ).toThrow();
  });

  it('lie one report interval before each interval’s end on the local clock, after the start', () => {
    const start = Date.UTC(2026, 0, 1, 16); // local midnight at UTC+8
    const moments = pastMoments(
      { from: start, to: start + DAY, intervalMs: 2 * HOUR },
      { utcOffsetMinutes: 480, reportInterval: 60 },
    );
    expect(moments).toHaveLength(12);
    expect(new Date(moments[0] as number).toISOString()).toBe('2026-01-01T17:59:00.000Z');
    expect(new Date(moments.at(-1) as number).toISOString()).toBe('2026-01-02T15:59:00.000Z');
  });
});

describe('a fleet living its past', () => {
  const to = Date.UTC(2026, 0, 10, 4);
  const from = to - 3 * DAY;

  it('reports each device, a gateway’s lights too, in time order, and goes on from where the past ended', async () => {
    const devices: FleetDeviceSpec[] = [
      { token: 's', kind: 'solarLight', code: 'S-1', ...place },
      { token: 'g', kind: 'gateway', code: 'G-1', ...place, lights: [{ code: 'B-1' }] },
      { token: 'w', kind: 'weatherStation', code: 'W-1', ...place },
    ];
    const { fleet, readings, count } = await past(devices, from, to);
    expect(count).toBe(readings.length);
    const codes = new Set(readings.map((reading) => reading.code));
    expect([...codes].sort()).toEqual(['B-1', 'G-1', 'S-1', 'W-1']);
    const solar = readings.filter((reading) => reading.code === 'S-1');
    expect(solar).toHaveLength(36);
    expect(solar.map((reading) => reading.ts)).toEqual([...solar.map((reading) => reading.ts)].sort());
    const last = solar.at(-1) as Reading;
    const model = fleet.devices.get('S-1')?.model;
    expect(model?.time).toBe(last.ts);
    expect(model?.telemetry()).toEqual(last.values);
    expect(readings.find((reading) => reading.code === 'G-1')?.values.connectedLights).toBe(1);
  });

  it('gives a faulty device its fault from a moment of the past on, and keeps it', async () => {
    const { fleet, readings } = await past(
      [{ token: 'm', kind: 'mainsLight', code: 'M-1', ...place }],
      from,
      to,
      { offline: 1 },
    );
    expect(readings.length).toBeGreaterThan(0);
    expect(readings.length).toBeLessThan(36);
    expect(fleet.devices.get('M-1')?.model.faults.has('offline')).toBe(true);
  });
});

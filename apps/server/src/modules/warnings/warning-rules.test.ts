import { warningReason } from '@lamplighter/contract';
import { describe, expect, it } from 'vitest';
import {
  conditionsOf,
  hoursToSunrise,
  lightAt,
  lightingConditions,
  type Subject,
  stateCondition,
} from './warning-rules';

// Shenzhen (UTC+8): on 2026-11-22 the sun rises near 06:40 and sets near 17:40 local time.
const shenzhen: Subject = { latitude: 22.54, longitude: 114.06, lampPower: 60 };
const localMidnight = Date.parse('2026-11-22T16:00:00Z');
const localNoon = Date.parse('2026-11-22T04:00:00Z');
const localDusk = Date.parse('2026-11-22T09:45:00Z');

describe('the state rule', () => {
  it('holds nothing for a normal device with its lamp on and a normal battery', () => {
    expect(stateCondition({ runState: 1, loadState: 1, batteryState: 2 })).toBeUndefined();
    expect(stateCondition({})).toBeUndefined();
  });

  it('raises on run state alarm or fault without a load or battery reason, saying so', () => {
    expect(stateCondition({ runState: 2 })).toEqual({
      kind: 'state',
      episode: 'state:2:-:-',
      reason: 'the device reports an alarm without a load or battery reason',
    });
    for (const loadState of [0, 1]) {
      expect(stateCondition({ runState: 3, loadState, batteryState: 2 })?.reason).toBe(
        'the device reports a fault without a load or battery reason',
      );
    }
    expect(warningReason({ runstate: 3, loadstate: 1, batterystate: null }, 'zh')).toBe(
      '设备上报故障，未给出负载或电池原因',
    );
  });

  it('raises on load state reasons 2-8 and battery reasons 0, 1, 3-6, joined with a comma', () => {
    for (const loadState of [2, 3, 4, 5, 6, 7, 8]) {
      expect(stateCondition({ runState: 1, loadState, batteryState: 2 })).toBeDefined();
    }
    for (const batteryState of [0, 1, 3, 4, 5, 6]) {
      expect(stateCondition({ runState: 1, loadState: 1, batteryState })).toBeDefined();
    }
    expect(stateCondition({ runState: 2, loadState: 4, batteryState: 1 })).toEqual({
      kind: 'state',
      episode: 'state:2:4:1',
      reason: 'short-circuit protection,undervoltage',
    });
  });

  it('tells a changed state apart as a new episode', () => {
    const before = stateCondition({ runState: 2, loadState: 5 });
    const after = stateCondition({ runState: 2, loadState: 6 });
    expect(before?.episode).not.toBe(after?.episode);
  });
});

describe('the sun at the device', () => {
  it('is dark at local midnight, day at local noon, twilight just after sunset', () => {
    expect(lightAt(localMidnight, shenzhen)).toBe('dark');
    expect(lightAt(localNoon, shenzhen)).toBe('day');
    expect(lightAt(localDusk, shenzhen)).toBe('twilight');
    expect(lightAt(localNoon, { ...shenzhen, latitude: null })).toBeUndefined();
  });

  it('counts the hours to the next sunrise, also before local midnight', () => {
    expect(hoursToSunrise(localMidnight, 22.54, 114.06)).toBeCloseTo(6.7, 0);
    expect(hoursToSunrise(Date.parse('2026-11-22T12:00:00Z'), 22.54, 114.06)).toBeCloseTo(10.7, 0);
    // Polar night at Longyearbyen: no sunrise to wait for.
    expect(hoursToSunrise(localMidnight, 78.22, 15.65)).toBeUndefined();
  });
});

describe('the lighting rules', () => {
  const kinds = (readings: Parameters<typeof lightingConditions>[0], at: number, subject = shenzhen) =>
    lightingConditions(readings, subject, at).map((condition) => condition.kind);

  it('finds a lamp out at night when its mode says it should burn', () => {
    expect(kinds({ loadPower: 0, loadMode: 1, batterySoc: 80 }, localMidnight)).toEqual(['lamp-out']);
    expect(kinds({ loadPower: 0.4 }, localMidnight)).toEqual(['lamp-out']);
    expect(kinds({ loadPower: 0, loadMode: 3 }, localMidnight)).toEqual(['lamp-out']);
  });

  it('leaves a lamp alone that is meant to be out: always off, timed, dimmed to 0, twilight', () => {
    expect(kinds({ loadPower: 0, loadMode: 4 }, localMidnight)).toEqual([]);
    expect(kinds({ loadPower: 0, loadMode: 0 }, localMidnight)).toEqual([]);
    expect(kinds({ loadPower: 0, loadMode: 1, brightness: 0 }, localMidnight)).toEqual([]);
    expect(kinds({ loadPower: 0, loadMode: 1 }, localDusk)).toEqual([]);
  });

  it('judges only lights with coordinates: no load power or no place, no lighting warning', () => {
    expect(kinds({ batterySoc: 5 }, localMidnight)).toEqual([]);
    expect(kinds({ loadPower: 0 }, localMidnight, { ...shenzhen, longitude: null })).toEqual([]);
  });

  it('finds a lamp burning by day in dusk-to-dawn, always-off and sunrise-sunset modes only', () => {
    for (const loadMode of [1, 4, 6])
      expect(kinds({ loadPower: 40, loadMode }, localNoon)).toEqual(['day-burner']);
    for (const loadMode of [0, 2, 3, 5, 7]) expect(kinds({ loadPower: 40, loadMode }, localNoon)).toEqual([]);
    expect(kinds({ loadPower: 0, loadMode: 1 }, localNoon)).toEqual([]);
  });

  it('finds a battery that will not last the night: charge × 12 h at rated power against power × hours', () => {
    // 6.7 h to sunrise at 60 W needs 402 Wh; 50 % of 60 W × 12 h is 360 Wh.
    expect(lightingConditions({ loadPower: 60, batterySoc: 50 }, shenzhen, localMidnight)).toEqual([
      { kind: 'battery-short', episode: 'battery-short', reason: 'charge 50% lasts 6.0 h, sunrise in 6.7 h' },
    ]);
    // Dimmed to half, the same charge lasts twice as long.
    expect(kinds({ loadPower: 30, batterySoc: 50 }, localMidnight)).toEqual([]);
    expect(kinds({ loadPower: 60, batterySoc: 60 }, localMidnight)).toEqual([]);
    // Without a rating the present power is taken as the rating.
    expect(kinds({ loadPower: 30, batterySoc: 50 }, localMidnight, { ...shenzhen, lampPower: null })).toEqual(
      ['battery-short'],
    );
    expect(kinds({ loadPower: 60, batterySoc: 10, loadMode: 3 }, localNoon)).toEqual([]);
  });
});

describe('all rules together', () => {
  it('reports the state and the lighting conditions of one reading', () => {
    const found = conditionsOf({ runState: 3, loadState: 7, loadPower: 0 }, shenzhen, localMidnight);
    expect(found.map((condition) => [condition.kind, condition.reason])).toEqual([
      ['state', 'line failure'],
      ['lamp-out', 'load power 0 W in the dark'],
    ]);
  });
});

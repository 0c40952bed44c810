import { LOAD_MODE, type ParsedCommand, sunTimes, telemetryKeys } from '@lamplighter/contract';
import { describe, expect, it } from 'vitest';
import { BATTERY_STATE } from './battery';
import { LOAD_STATE, RUN_STATE } from './faults';
import { SolarLight, type SolarLightConfig } from './solar-light';

const HANGZHOU = { latitude: 30.27, longitude: 120.16, utcOffsetMinutes: 480 };
/** A local (UTC+8) clock time as a moment. */
const at = (local: string) => Date.parse(`${local}+08:00`);
const MINUTE = 60_000;

function light(config: Partial<SolarLightConfig> = {}, start = at('2024-06-21T00:00:00')) {
  return new SolarLight({ code: 'S-1', ...HANGZHOU, ...config }, start);
}

function run(command: ParsedCommand, target: SolarLight) {
  return target.execute(command);
}

/** Runs a light minute by minute and hands every minute's telemetry to `check`. */
function everyMinute(target: SolarLight, until: number, check: (values: Record<string, number>) => void) {
  for (let time = target.time + MINUTE; time <= until; time += MINUTE) {
    target.advance(time);
    check(target.telemetry());
  }
}

describe('a solar light over a simulated day', () => {
  it('charges by day and lights by night (dusk to dawn)', () => {
    const lamp = light({ settings: { loadMode: LOAD_MODE.duskToDawn }, initialSoc: 0.5 });
    lamp.advance(at('2024-06-21T06:30:00'));
    const morning = lamp.telemetry();
    lamp.advance(at('2024-06-21T12:00:00'));
    const noon = lamp.telemetry();
    expect(noon.pvPower).toBeGreaterThan(20);
    expect(noon.chargeCurrent).toBeGreaterThan(0);
    expect(noon.loadPower).toBe(0);
    expect(noon.batterySoc).toBeGreaterThan(morning.batterySoc as number);
    expect(noon.energyGeneratedToday).toBeGreaterThan(morning.energyGeneratedToday as number);
    lamp.advance(at('2024-06-21T22:00:00'));
    const night = lamp.telemetry();
    expect(night).toMatchObject({ brightness: 100, loadPower: 60, loadState: LOAD_STATE.on, pvPower: 0 });
    expect(night.chargeCurrent).toBeLessThan(0);
    expect(night.loadVoltage).toBeGreaterThan(0);
  });

  it('reports exactly the keys of the contract, each within its range', () => {
    const lamp = light();
    const ranges = new Map(telemetryKeys.map((key) => [key.key, key]));
    everyMinute(lamp, at('2024-06-22T00:00:00'), (values) => {
      expect(Object.keys(values).sort()).toEqual([...ranges.keys()].sort());
      for (const [key, value] of Object.entries(values)) {
        const range = ranges.get(key as (typeof telemetryKeys)[number]['key']);
        expect(value, key).toBeGreaterThanOrEqual(range?.min as number);
        expect(value, key).toBeLessThanOrEqual(range?.max as number);
        if (range && 'integer' in range) expect(Number.isInteger(value), key).toBe(true);
      }
    });
  });

  it('keeps the battery between empty and full through sunny days with a big panel and dark days with a small one', () => {
    const flooded = light({ pvPower: 400, battery: { capacityAh: 20 }, initialSoc: 0.9 });
    const starved = light({ pvPower: 5, lampPower: 80, battery: { capacityAh: 20 }, initialSoc: 0.2 });
    const states = new Set<number>();
    for (const lamp of [flooded, starved]) {
      everyMinute(lamp, at('2024-06-24T00:00:00'), (values) => {
        expect(values.batterySoc).toBeGreaterThanOrEqual(0);
        expect(values.batterySoc).toBeLessThanOrEqual(100);
        states.add(values.batteryState as number);
      });
    }
    expect(flooded.soc).toBeLessThanOrEqual(1);
    expect(starved.soc).toBeGreaterThanOrEqual(0);
    // Full: the controller limits the voltage; empty: it disconnects the load.
    expect(states).toContain(BATTERY_STATE.voltageLimiting);
    expect(states).toContain(BATTERY_STATE.overDischarge);
    expect(states).toContain(BATTERY_STATE.undervoltage);
  });

  it('disconnects the lamp when the battery is over-discharged', () => {
    const lamp = light({ pvPower: 5, lampPower: 80, battery: { capacityAh: 10 }, initialSoc: 0.1 });
    let sawDisconnect = false;
    everyMinute(lamp, at('2024-06-22T04:00:00'), (values) => {
      if (values.batteryState === BATTERY_STATE.overDischarge) {
        sawDisconnect = true;
        expect(values.loadPower).toBe(0);
        expect(values.runState).toBe(RUN_STATE.alarm);
      }
    });
    expect(sawDisconnect).toBe(true);
  });

  it('starts the energy counters again at local midnight', () => {
    const lamp = light({ settings: { loadMode: LOAD_MODE.alwaysOn } });
    lamp.advance(at('2024-06-21T23:59:00'));
    const evening = lamp.telemetry();
    expect(evening.energyConsumedToday).toBeGreaterThan(1000);
    expect(evening.energyGeneratedToday).toBeGreaterThan(100);
    expect(evening.lightingHoursToday).toBeGreaterThan(23.9);
    lamp.advance(at('2024-06-22T00:00:00'));
    expect(lamp.telemetry()).toMatchObject({
      energyConsumedToday: 0,
      energyGeneratedToday: 0,
      lightingHoursToday: 0,
    });
    lamp.advance(at('2024-06-22T00:30:00'));
    expect(lamp.telemetry().energyConsumedToday).toBeCloseTo(30, 0);
  });

  it('uses less load power when dimmed', () => {
    const full = light({ settings: { loadMode: LOAD_MODE.duskToDawn } });
    const dimmed = light({ settings: { loadMode: LOAD_MODE.duskToDawn } });
    expect(run({ method: 'dimming', params: { brightness: 50 } }, dimmed)).toEqual({ ok: true });
    for (const lamp of [full, dimmed]) lamp.advance(at('2024-06-21T23:00:00'));
    expect(dimmed.telemetry()).toMatchObject({ brightness: 50, loadPower: 30 });
    expect(full.telemetry()).toMatchObject({ brightness: 100, loadPower: 60 });
    expect(dimmed.telemetry().energyConsumedToday).toBeLessThan(
      full.telemetry().energyConsumedToday as number,
    );
  });
});

describe('load modes', () => {
  const brightnessAt = (lamp: SolarLight, local: string) => {
    lamp.advance(at(local));
    return lamp.telemetry().brightness;
  };

  it('timed (0): the points follow one another from dusk, then the lamp is off until dawn', () => {
    const points = [
      { duration: 60, brightness: 100 },
      { duration: 60, brightness: 50 },
      { duration: 0, brightness: 0 },
      { duration: 0, brightness: 0 },
      { duration: 0, brightness: 0 },
    ];
    const lamp = light({ settings: { loadMode: LOAD_MODE.timed, points } });
    expect(brightnessAt(lamp, '2024-06-21T19:45:00')).toBe(100);
    expect(brightnessAt(lamp, '2024-06-21T21:00:00')).toBe(50);
    expect(brightnessAt(lamp, '2024-06-21T22:30:00')).toBe(0);
  });

  it('timed periods (7): each clock time holds its brightness until the next, across midnight', () => {
    const points = [
      { time: '18:00', brightness: 80 },
      { time: '23:00', brightness: 30 },
      { time: '05:00', brightness: 0 },
      { time: '05:00', brightness: 0 },
      { time: '05:00', brightness: 0 },
    ];
    const lamp = light();
    expect(run({ method: 'loadMode', params: { mode: LOAD_MODE.timedPeriods, points } }, lamp)).toEqual({
      ok: true,
    });
    expect(brightnessAt(lamp, '2024-06-21T03:00:00')).toBe(30);
    expect(brightnessAt(lamp, '2024-06-21T12:00:00')).toBe(0);
    expect(brightnessAt(lamp, '2024-06-21T18:30:00')).toBe(80);
    expect(brightnessAt(lamp, '2024-06-21T23:30:00')).toBe(30);
  });

  it('sunrise-sunset (6): on from the computed sunset to the next sunrise', () => {
    const lamp = light({ settings: { loadMode: LOAD_MODE.sunriseSunset } });
    const times = sunTimes(at('2024-06-21T12:00:00'), HANGZHOU.latitude, HANGZHOU.longitude, 480);
    lamp.advance((times.sunrise as number) - 2 * MINUTE);
    expect(lamp.telemetry().brightness).toBe(100);
    lamp.advance((times.sunrise as number) + 2 * MINUTE);
    expect(lamp.telemetry().brightness).toBe(0);
    lamp.advance((times.sunset as number) - 2 * MINUTE);
    expect(lamp.telemetry().brightness).toBe(0);
    lamp.advance((times.sunset as number) + 2 * MINUTE);
    expect(lamp.telemetry().brightness).toBe(100);
  });

  it('always on (3), always off (4) and debug (5, lit for ten minutes)', () => {
    const lamp = light({}, at('2024-06-21T12:00:00'));
    run({ method: 'loadMode', params: { mode: LOAD_MODE.alwaysOn } }, lamp);
    expect(brightnessAt(lamp, '2024-06-21T12:05:00')).toBe(100);
    run({ method: 'loadMode', params: { mode: LOAD_MODE.alwaysOff } }, lamp);
    expect(brightnessAt(lamp, '2024-06-21T23:00:00')).toBe(0);
    lamp.advance(at('2024-06-22T12:00:00'));
    run({ method: 'loadMode', params: { mode: LOAD_MODE.debug } }, lamp);
    expect(lamp.telemetry().brightness).toBe(100);
    expect(brightnessAt(lamp, '2024-06-22T12:09:00')).toBe(100);
    expect(brightnessAt(lamp, '2024-06-22T12:11:00')).toBe(0);
  });

  it('holiday mode: on the days it names the lamp burns at full brightness all night', () => {
    const points = [
      { time: '18:00', brightness: 20 },
      { time: '06:00', brightness: 0 },
      { time: '06:00', brightness: 0 },
      { time: '06:00', brightness: 0 },
      { time: '06:00', brightness: 0 },
    ];
    // 22 June 2024 is a Saturday, 24 June a Monday.
    const lamp = light({ settings: { loadMode: LOAD_MODE.timedPeriods, points, holidayMode: 4 } });
    expect(brightnessAt(lamp, '2024-06-21T23:00:00')).toBe(20);
    expect(brightnessAt(lamp, '2024-06-22T23:00:00')).toBe(100);
    expect(brightnessAt(lamp, '2024-06-24T23:00:00')).toBe(20);
  });

  it('a manual switch holds until the program changes state', () => {
    const lamp = light({ settings: { loadMode: LOAD_MODE.duskToDawn } }, at('2024-06-21T12:00:00'));
    run({ method: 'switch', params: { on: true } }, lamp);
    expect(lamp.telemetry().brightness).toBe(100);
    expect(brightnessAt(lamp, '2024-06-21T18:00:00')).toBe(100);
    // Dusk: the program turns on, the switch is spent; at dawn the lamp goes off as programmed.
    expect(brightnessAt(lamp, '2024-06-21T23:00:00')).toBe(100);
    run({ method: 'switch', params: { on: false } }, lamp);
    expect(lamp.telemetry()).toMatchObject({ brightness: 0, loadState: LOAD_STATE.off });
    expect(brightnessAt(lamp, '2024-06-22T03:00:00')).toBe(0);
    expect(brightnessAt(lamp, '2024-06-22T12:00:00')).toBe(0);
    expect(brightnessAt(lamp, '2024-06-22T23:00:00')).toBe(100);
  });
});

describe('faults and battery states', () => {
  const night = () => light({ settings: { loadMode: LOAD_MODE.duskToDawn } }, at('2024-06-21T22:00:00'));

  it('lamp failure: open circuit (2) once the controller drives the lamp, a fault run state', () => {
    const lamp = light({ settings: { loadMode: LOAD_MODE.duskToDawn } }, at('2024-06-21T12:00:00'));
    lamp.setFault('lampFailure', true);
    lamp.advance(at('2024-06-21T13:00:00'));
    expect(lamp.telemetry()).toMatchObject({ loadState: LOAD_STATE.off, runState: RUN_STATE.normal });
    lamp.advance(at('2024-06-21T22:00:00'));
    expect(lamp.telemetry()).toMatchObject({
      loadState: LOAD_STATE.openCircuit,
      runState: RUN_STATE.fault,
      loadPower: 0,
    });
    lamp.setFault('lampFailure', false);
    lamp.advance(at('2024-06-21T22:05:00'));
    expect(lamp.telemetry()).toMatchObject({ loadState: LOAD_STATE.on, runState: RUN_STATE.normal });
  });

  it('overload: overload protection (5), load cut, a fault run state', () => {
    const lamp = night();
    lamp.setFault('overload', true);
    lamp.advance(at('2024-06-21T22:01:00'));
    expect(lamp.telemetry()).toMatchObject({
      loadState: LOAD_STATE.overloadProtection,
      runState: RUN_STATE.fault,
      loadPower: 0,
    });
  });

  it('undervoltage: battery state 1, a low battery voltage, an alarm run state', () => {
    const lamp = night();
    lamp.advance(at('2024-06-21T22:01:00'));
    const before = lamp.telemetry();
    lamp.setFault('undervoltage', true);
    lamp.advance(at('2024-06-21T22:02:00'));
    const after = lamp.telemetry();
    expect(after).toMatchObject({ batteryState: BATTERY_STATE.undervoltage, runState: RUN_STATE.alarm });
    expect(after.batteryVoltage).toBeLessThan(before.batteryVoltage as number);
  });

  it('a lead-acid setting on a ternary lithium pack overcharges it (overvoltage, 4)', () => {
    const lamp = light(
      { battery: { type: 3, capacityAh: 20 }, pvPower: 300, initialSoc: 0.9 },
      at('2024-06-21T08:00:00'),
    );
    expect(run({ method: 'batteryType', params: { type: 1 } }, lamp)).toEqual({ ok: true });
    lamp.advance(at('2024-06-21T13:00:00'));
    expect(lamp.telemetry()).toMatchObject({
      batteryState: BATTERY_STATE.overvoltage,
      runState: RUN_STATE.alarm,
    });
    expect(lamp.attributes().batteryType).toBe(1);
  });

  it('a lithium pack charged again after an over-discharge goes through activation (6)', () => {
    const lamp = light(
      { battery: { type: 2, capacityAh: 10 }, pvPower: 30, initialSoc: 0 },
      at('2024-06-21T04:00:00'),
    );
    const states: number[] = [];
    everyMinute(lamp, at('2024-06-21T14:00:00'), (values) => states.push(values.batteryState as number));
    expect(states[0]).toBe(BATTERY_STATE.overDischarge);
    expect(states).toContain(BATTERY_STATE.activation);
    expect(states.at(-1)).not.toBe(BATTERY_STATE.overDischarge);
  });

  it('firmware upgrade: upgrading (5) for three minutes, busy meanwhile, then the new version', () => {
    const lamp = night();
    expect(
      run({ method: 'firmwareUpgrade', params: { version: '2.0.0', url: 'http://127.0.0.1/fw.bin' } }, lamp),
    ).toMatchObject({ ok: true });
    expect(lamp.telemetry().runState).toBe(RUN_STATE.upgrading);
    expect(run({ method: 'dimming', params: { brightness: 10 } }, lamp)).toMatchObject({
      ok: false,
      error: 'busy',
    });
    expect(run({ method: 'readParameters', params: {} }, lamp)).toMatchObject({
      ok: true,
      parameters: { firmwareVersion: '1.0.0' },
    });
    lamp.advance(at('2024-06-21T22:04:00'));
    expect(lamp.telemetry().runState).toBe(RUN_STATE.normal);
    expect(lamp.attributes().firmwareVersion).toBe('2.0.0');
  });
});

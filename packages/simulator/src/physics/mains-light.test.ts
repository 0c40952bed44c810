import { DEVICE_TYPE, LOAD_MODE, telemetryKeys } from '@lamplighter/contract';
import { describe, expect, it } from 'vitest';
import { handleCommand } from './device-model';
import { LOAD_STATE, RUN_STATE } from './faults';
import { MainsLight } from './mains-light';

const at = (local: string) => Date.parse(`${local}+08:00`);
const lamp = (start = at('2024-12-21T12:00:00')) =>
  new MainsLight(
    { code: 'M-1', latitude: 39.9, longitude: 116.4, lampPower: 120, utcOffsetMinutes: 480 },
    start,
  );

describe('a mains light', () => {
  it('burns from dusk to dawn on the grid, dimmed on command, reporting only contract keys', () => {
    const light = lamp();
    light.execute({ method: 'loadMode', params: { mode: LOAD_MODE.duskToDawn } });
    light.advance(at('2024-12-21T13:00:00'));
    expect(light.telemetry()).toMatchObject({ loadState: LOAD_STATE.off, loadPower: 0 });
    light.advance(at('2024-12-21T20:00:00'));
    const night = light.telemetry();
    expect(night).toMatchObject({ loadState: LOAD_STATE.on, loadPower: 120, brightness: 100 });
    expect(night.loadVoltage).toBeGreaterThan(210);
    light.execute({ method: 'dimming', params: { brightness: 25 } });
    expect(light.telemetry()).toMatchObject({ loadPower: 30, brightness: 25 });
    const known = new Set<string>(telemetryKeys.map((key) => key.key));
    for (const key of Object.keys(night)) expect(known.has(key), key).toBe(true);
  });

  it('mains-on (2): burns whenever it is supplied', () => {
    const light = lamp();
    light.execute({ method: 'loadMode', params: { mode: LOAD_MODE.mainsOn } });
    expect(light.telemetry().loadPower).toBe(120);
  });

  it('has no battery: a batteryType command is unsupported, and a low supply is an alarm', () => {
    const light = lamp(at('2024-12-21T20:00:00'));
    expect(
      handleCommand(light, DEVICE_TYPE.mainsLight, { method: 'batteryType', params: { type: 1 } }),
    ).toMatchObject({
      ok: false,
      error: 'unsupported',
    });
    light.setFault('undervoltage', true);
    light.advance(at('2024-12-21T20:01:00'));
    expect(light.telemetry().runState).toBe(RUN_STATE.alarm);
    expect(light.telemetry().loadVoltage).toBeLessThan(185);
  });
});

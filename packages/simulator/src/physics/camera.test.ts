import { parseCommand } from '@lamplighter/contract';
import { describe, expect, it } from 'vitest';
import { createModel, DEVICE_TYPE_OF } from '../fleet/models';
import { Camera } from './camera';
import { RUN_STATE } from './faults';

const START = Date.parse('2024-06-01T08:00:00+08:00');
const MINUTE = 60_000;

/** A command as the device receives it, checked against the contract. */
function command(request: unknown) {
  const parsed = parseCommand(request);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.command;
}

describe('a camera', () => {
  it('is the fleet’s camera kind, device type 6, reporting every minute as LL-CAM-4K', () => {
    const camera = createModel({ kind: 'camera', code: 'C-1', lat: 30.25, lng: 120.15 }, START, 1);
    expect(camera).toBeInstanceOf(Camera);
    expect(DEVICE_TYPE_OF.camera).toBe(6);
    expect(camera.reportInterval).toBe(60);
    expect(camera.attributes()).toEqual({
      firmwareVersion: expect.any(String),
      model: 'LL-CAM-4K',
      reportInterval: 60,
    });
  });

  it('runs normally at a bitrate of its own that wanders from minute to minute', () => {
    const camera = new Camera({ code: 'C-2' }, START);
    const rates: number[] = [];
    for (let minute = 0; minute < 30; minute++) {
      camera.advance(START + minute * MINUTE);
      const values = camera.telemetry();
      expect(Object.keys(values).sort()).toEqual(['bitrate', 'runState']);
      expect(values.runState).toBe(RUN_STATE.normal);
      rates.push(values.bitrate as number);
    }
    expect(new Set(rates).size).toBeGreaterThan(10);
    for (const rate of rates) expect(rate).toBeGreaterThan(2000);
    for (const rate of rates) expect(rate).toBeLessThan(4500);
    expect(new Camera({ code: 'C-2' }, START).telemetry()).toEqual({ runState: 1, bitrate: rates[0] });
  });

  it('loses its picture in a sensor failure, alarms on a low supply, and ignores lamp faults', () => {
    const camera = new Camera({ code: 'C-3' }, START);
    const healthy = camera.telemetry();
    camera.setFault('lampFailure', true);
    camera.setFault('overload', true);
    expect(camera.telemetry()).toEqual(healthy);
    camera.setFault('undervoltage', true);
    expect(camera.telemetry()).toEqual({ ...healthy, runState: RUN_STATE.alarm });
    camera.setFault('sensorFailure', true);
    expect(camera.telemetry()).toEqual({ runState: RUN_STATE.fault, bitrate: 0 });
    camera.setFault('sensorFailure', false);
    camera.setFault('undervoltage', false);
    expect(camera.telemetry()).toEqual(healthy);
  });

  it('reads its parameters and upgrades its firmware, streaming nothing meanwhile', () => {
    const camera = new Camera({ code: 'C-4', firmwareVersion: '1.0.0' }, START);
    expect(camera.execute(command({ method: 'readParameters' }))).toEqual({
      ok: true,
      firmwareVersion: '1.0.0',
      reportInterval: 60,
    });
    const upgrade = command({
      method: 'firmwareUpgrade',
      params: { version: '1.1.0', url: 'https://example.org/cam.bin' },
    });
    expect(camera.execute(upgrade)).toEqual({ ok: true, upgrading: true });
    expect(camera.execute(upgrade)).toMatchObject({ ok: false, error: 'busy' });
    expect(camera.telemetry()).toEqual({ runState: RUN_STATE.upgrading, bitrate: 0 });
    camera.advance(START + 5 * MINUTE);
    expect(camera.telemetry().runState).toBe(RUN_STATE.normal);
    expect(camera.attributes().firmwareVersion).toBe('1.1.0');
  });

  it('refuses what a camera has no part for: switching, dimming, load modes', () => {
    const camera = new Camera({ code: 'C-5' }, START);
    for (const request of [
      { method: 'switch', params: { on: true } },
      { method: 'dimming', params: { brightness: 50 } },
    ]) {
      expect(camera.execute(command(request))).toMatchObject({ ok: false, error: 'unsupported' });
    }
  });
});

import { parseCommand } from '@lamplighter/contract';
import { describe, expect, it } from 'vitest';
import { createModel, DEVICE_TYPE_OF } from '../fleet/models';
import { Camera, PTZ_HOME, ptzMoved } from './camera';
import { handleCommand } from './device-model';
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

describe('a PTZ camera', () => {
  const ptz = (move: string, step?: number) => command({ method: 'ptz', params: { move, step } });

  it('starts at its home position and reports where it points among its attributes', () => {
    const camera = new Camera({ code: 'C-6', ptz: true }, START);
    expect(PTZ_HOME).toEqual({ pan: 0, tilt: -30, zoom: 1 });
    expect(camera.attributes()).toMatchObject(PTZ_HOME);
    expect(camera.execute(ptz('right'))).toEqual({ ok: true, position: { pan: 10, tilt: -30, zoom: 1 } });
    expect(camera.attributes()).toMatchObject({ pan: 10, tilt: -30, zoom: 1, model: 'LL-CAM-4K' });
  });

  it('pans round past north both ways, and its tilt stops at straight down and 20° up', () => {
    let at = PTZ_HOME;
    at = ptzMoved(at, 'left', 1);
    expect(at.pan).toBe(355);
    at = ptzMoved(at, 'right', 3);
    expect(at.pan).toBe(10);
    for (let n = 0; n < 20; n++) at = ptzMoved(at, 'down', 10);
    expect(at.tilt).toBe(-90);
    for (let n = 0; n < 20; n++) at = ptzMoved(at, 'up', 10);
    expect(at.tilt).toBe(20);
    expect(ptzMoved(at, 'home', 1)).toEqual(PTZ_HOME);
  });

  it('zooms from 1× to 20× and no further, and turns less per step the further it is zoomed in', () => {
    let at = PTZ_HOME;
    at = ptzMoved(at, 'zoomIn', 2);
    expect(at.zoom).toBeCloseTo(1.6);
    const wide = ptzMoved(PTZ_HOME, 'right', 2).pan;
    const narrow = ptzMoved(at, 'right', 2).pan;
    expect(narrow).toBeGreaterThan(0);
    expect(narrow).toBeLessThan(wide);
    for (let n = 0; n < 10; n++) at = ptzMoved(at, 'zoomIn', 10);
    expect(at.zoom).toBe(20);
    for (let n = 0; n < 10; n++) at = ptzMoved(at, 'zoomOut', 10);
    expect(at.zoom).toBe(1);
  });

  it('is a command of cameras: one without PTZ, or upgrading, refuses it; a light does not know it', () => {
    const plain = new Camera({ code: 'C-7' }, START);
    expect(plain.execute(ptz('left'))).toMatchObject({ ok: false, error: 'unsupported' });
    expect(Object.keys(plain.attributes())).not.toContain('pan');
    const camera = createModel(
      { kind: 'camera', code: 'C-8', lat: 30.25, lng: 120.15, config: { ptz: true } },
      START,
      1,
    );
    expect(handleCommand(camera, DEVICE_TYPE_OF.camera, { method: 'ptz', params: { move: 'up' } })).toEqual({
      ok: true,
      position: { pan: 0, tilt: -20, zoom: 1 },
    });
    expect(handleCommand(camera, DEVICE_TYPE_OF.camera, { method: 'readParameters' })).toMatchObject({
      ok: true,
    });
    const light = createModel({ kind: 'solarLight', code: 'S-1', lat: 30.25, lng: 120.15 }, START, 1);
    expect(
      handleCommand(light, DEVICE_TYPE_OF.solarLight, { method: 'ptz', params: { move: 'up' } }),
    ).toMatchObject({ ok: false, error: 'unsupported' });
    camera.execute(
      command({ method: 'firmwareUpgrade', params: { version: '2.0.0', url: 'https://example.org/c.bin' } }),
    );
    expect(camera.execute(ptz('left'))).toMatchObject({ ok: false, error: 'busy' });
  });
});

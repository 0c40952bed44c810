import { describe, expect, it } from 'vitest';
import {
  batteryTypes,
  type CommandMethod,
  commandAnswer,
  commandFamilies,
  commandLabels,
  commandMethods,
  holidayModes,
  LOAD_MODE,
  loadModes,
  parseCommand,
  ptzMoves,
} from './commands';
import { DEVICE_TYPE } from './device-types';

const fivePoints = (point: object) => Array.from({ length: 5 }, () => point);

describe('device commands', () => {
  it('refuses what is not a command, an unknown method and bad parameters, naming the field', () => {
    expect(parseCommand('switch')).toMatchObject({ ok: false, error: 'invalidParams' });
    expect(parseCommand({ method: 'explode', params: {} })).toMatchObject({
      ok: false,
      error: 'unknownMethod',
    });
    expect(parseCommand({ method: 'toString' })).toMatchObject({ ok: false, error: 'unknownMethod' });
    expect(parseCommand({ method: 'switch', params: { on: 'yes' } })).toMatchObject({
      ok: false,
      message: /^on:/,
    });
    expect(parseCommand({ method: 'dimming', params: { brightness: 101 } })).toMatchObject({
      ok: false,
      message: /^brightness:/,
    });
    expect(parseCommand({ method: 'dimming', params: { brightness: 2.5 } })).toMatchObject({ ok: false });
    expect(parseCommand({ method: 'holidayMode', params: { mode: 5 } })).toMatchObject({ ok: false });
    expect(parseCommand({ method: 'batteryType', params: { type: 4 } })).toMatchObject({ ok: false });
    expect(
      parseCommand({ method: 'firmwareUpgrade', params: { version: '2.0', url: 'not a url' } }),
    ).toMatchObject({ ok: false, message: /^url:/ });
  });

  it('wants five points of the right kind for the timed modes', () => {
    const timed = (points: unknown) =>
      parseCommand({ method: 'loadMode', params: { mode: LOAD_MODE.timed, points } });
    expect(parseCommand({ method: 'loadMode', params: { mode: 0 } })).toMatchObject({
      ok: false,
      message: /^points:/,
    });
    expect(timed(fivePoints({ duration: 60, brightness: 80 }).slice(0, 4))).toMatchObject({ ok: false });
    expect(timed(fivePoints({ time: '19:00', brightness: 80 }))).toMatchObject({
      ok: false,
      message: /duration/,
    });
    expect(timed(fivePoints({ duration: 60, brightness: 80 }))).toMatchObject({ ok: true });
    const periods = (points: unknown) => parseCommand({ method: 'loadMode', params: { mode: 7, points } });
    expect(periods(fivePoints({ time: '24:00', brightness: 80 }))).toMatchObject({ ok: false });
    expect(periods(fivePoints({ duration: 60, brightness: 80 }))).toMatchObject({
      ok: false,
      message: /time/,
    });
    expect(periods(fivePoints({ time: '19:30', brightness: 80 }))).toMatchObject({ ok: true });
    expect(parseCommand({ method: 'loadMode', params: { mode: 8 } })).toMatchObject({ ok: false });
    expect(parseCommand({ method: 'loadMode', params: { mode: 3 } })).toMatchObject({ ok: true });
  });

  it('accepts every method with good parameters; readParameters needs none', () => {
    const good = {
      switch: { on: true },
      dimming: { brightness: 0 },
      loadMode: { mode: 6 },
      holidayMode: { mode: 4 },
      batteryType: { type: 3 },
      readParameters: undefined,
      firmwareUpgrade: { version: '2.1.0', url: 'https://example.org/fw.bin' },
      ptz: { move: 'left' },
      playProgram: { programid: 3, version: 2 },
      power: { on: false },
      screenBrightness: { mode: 'ambient', min: 10, max: 90 },
      volume: { volume: 100 },
      stopProgram: {},
      screenshot: {},
      reboot: {},
      syncSchedule: {},
      testTone: {},
      playBroadcast: { broadcastid: 4 },
      stopBroadcast: {},
      playLive: { sessionid: 'Zk3q9vX_1-aBcDeFgHiJkL', broadcastid: 5 },
    } satisfies Record<CommandMethod, unknown>;
    for (const method of commandMethods) {
      expect(parseCommand({ method, params: good[method] }), method).toMatchObject({
        ok: true,
        command: { method },
      });
    }
  });

  it('labels every mode and type in both languages, numbered from 0', () => {
    for (const list of [loadModes, holidayModes, batteryTypes]) {
      list.forEach((entry, index) => {
        expect(entry.value).toBe(index);
        expect(entry.en.length * entry.zh.length).toBeGreaterThan(0);
      });
    }
    expect(loadModes).toHaveLength(8);
    expect(holidayModes).toHaveLength(5);
    expect(batteryTypes).toHaveLength(4);
  });

  it('labels every method in both languages', () => {
    for (const method of commandMethods) {
      expect(commandLabels[method].en.length * commandLabels[method].zh.length, method).toBeGreaterThan(0);
    }
  });
});

describe('the screen brightness command', () => {
  it('is held, follows the ambient light within a range, or switches by day and night', () => {
    const brightness = (params: unknown) => parseCommand({ method: 'screenBrightness', params });
    expect(brightness({ mode: 'manual', brightness: 60 })).toMatchObject({ ok: true });
    expect(brightness({ mode: 'manual', brightness: 101 })).toMatchObject({ ok: false });
    expect(brightness({ mode: 'ambient', min: 90, max: 10 })).toMatchObject({ ok: false, message: /^min:/ });
    const night = { mode: 'timeOfDay', day: 80, night: 30, nightfrom: '19:00', nightto: '06:30' };
    expect(brightness(night)).toMatchObject({ ok: true });
    expect(brightness({ ...night, nightto: '24:00' })).toMatchObject({ ok: false, message: /^nightto:/ });
    expect(brightness({ mode: 'sunny', brightness: 50 })).toMatchObject({ ok: false });
  });
});

describe('the PTZ command', () => {
  it('moves one step of 1 to 10 (2 unless told), in one of seven named moves', () => {
    expect(parseCommand({ method: 'ptz', params: { move: 'zoomIn' } })).toEqual({
      ok: true,
      command: { method: 'ptz', params: { move: 'zoomIn', step: 2 } },
    });
    expect(parseCommand({ method: 'ptz', params: { move: 'home', step: 10 } })).toMatchObject({ ok: true });
    for (const step of [0, 11, 2.5]) {
      expect(parseCommand({ method: 'ptz', params: { move: 'up', step } }), String(step)).toMatchObject({
        ok: false,
        message: /^step:/,
      });
    }
    expect(parseCommand({ method: 'ptz', params: { move: 'spin' } })).toEqual({
      ok: false,
      error: 'invalidParams',
      message: 'move: the move must be one of left, right, up, down, zoomIn, zoomOut, home',
    });
    expect(parseCommand({ method: 'ptz', params: { move: 'start' } })).toMatchObject({ ok: false });
    expect(ptzMoves.map((move) => move.key)).toEqual([
      'left',
      'right',
      'up',
      'down',
      'zoomIn',
      'zoomOut',
      'home',
    ]);
    for (const move of ptzMoves) expect(move.en.length * move.zh.length, move.key).toBeGreaterThan(0);
  });

  it('is obeyed by cameras alone, which also read their parameters and upgrade their firmware', () => {
    expect(commandFamilies.ptz).toEqual([DEVICE_TYPE.camera]);
    expect(commandFamilies.readParameters).toContain(DEVICE_TYPE.camera);
    expect(commandFamilies.firmwareUpgrade).toContain(DEVICE_TYPE.camera);
    expect(commandFamilies.switch).not.toContain(DEVICE_TYPE.camera);
  });

  it('is answered with where the camera points now', () => {
    const answer = { ok: true, position: { pan: 32.5, tilt: -12, zoom: 3 } };
    expect(commandAnswer.parse(answer)).toEqual(answer);
    expect(commandAnswer.safeParse({ ok: true, position: { pan: 'left' } }).success).toBe(false);
  });
});

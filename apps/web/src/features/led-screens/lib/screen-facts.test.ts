import { commandParams, type LedScreen } from '@lamplighter/contract';
import { describe, expect, it } from 'vitest';
import { brightnessParams, brightnessStart, namesOf, playingNow, resolutionOf } from './screen-facts';

const screen = (fields: Partial<LedScreen> = {}) =>
  ({
    devicecode: 'HZ-XH-L1',
    devicename: 'West Lake 1',
    width: 128,
    height: 256,
    brightness: 63.6,
    brightnessmode: 'ambient',
    playing: null,
    reportedat: '2026-05-01T12:00:00.000Z',
    ...fields,
  }) as LedScreen;

describe('the brightness dialog', () => {
  it("starts from a screen's own mode and brightness, else from the defaults", () => {
    expect(brightnessStart(screen())).toMatchObject({ mode: 'ambient', brightness: 64, min: 10, max: 100 });
    expect(brightnessStart(undefined)).toMatchObject({ mode: 'manual', brightness: 80 });
    expect(brightnessStart(screen({ brightnessmode: null, brightness: null }))).toMatchObject({
      mode: 'manual',
      brightness: 80,
    });
  });

  it("sends the chosen mode's fields only, as the command takes them", () => {
    const fields = { ...brightnessStart(undefined), min: 20, max: 90, night: 30 };
    const sent = (['manual', 'ambient', 'timeOfDay'] as const).map((mode) =>
      brightnessParams({ ...fields, mode }),
    );
    expect(sent).toEqual([
      { mode: 'manual', brightness: 80 },
      { mode: 'ambient', min: 20, max: 90 },
      { mode: 'timeOfDay', day: 100, night: 30, nightfrom: '19:00', nightto: '06:00' },
    ]);
    for (const params of sent) expect(commandParams.screenBrightness.safeParse(params).success).toBe(true);
  });
});

describe("a screen's facts", () => {
  it('tells its size once it reported it', () => {
    expect(resolutionOf(screen())).toBe('128 × 256');
    expect(resolutionOf(screen({ height: null }))).toBeUndefined();
  });

  it('plays a program, nothing, or is not known to play anything until it reported', () => {
    const playing = { programid: 12, version: 3, name: 'Night safety' };
    expect(playingNow(screen({ playing }))).toEqual({
      kind: 'program',
      id: 12,
      version: 3,
      name: 'Night safety',
    });
    expect(playingNow(screen())).toEqual({ kind: 'stopped' });
    expect(playingNow(screen({ reportedat: null }))).toEqual({ kind: 'unknown' });
  });

  it('names up to three screens, by name or else by number', () => {
    const four = ['A', '', 'C', 'D'].map((devicename, at) => screen({ devicename, devicecode: `S${at}` }));
    expect(namesOf(four.slice(0, 2))).toBe('A, S1');
    expect(namesOf(four)).toBe('A, S1, C …');
  });
});

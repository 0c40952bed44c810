import { describe, expect, it } from 'vitest';
import { tileLook } from './tile-look';

describe('the look of a device tile', () => {
  it('names the run state, and none before the device reports one', () => {
    expect(tileLook({ runstate: 1, lampon: 1, brightness: 100 }).state).toBe('normal');
    expect(tileLook({ runstate: 2, lampon: 1, brightness: 100 }).state).toBe('alarm');
    expect(tileLook({ runstate: 3, lampon: 0, brightness: 0 }).state).toBe('fault');
    expect(tileLook({ runstate: 5, lampon: 0, brightness: 0 }).state).toBe('upgrading');
    expect(tileLook({ runstate: null, lampon: null, brightness: null }).state).toBe('none');
    expect(tileLook({ runstate: 7, lampon: 1, brightness: 50 }).state).toBe('none');
  });

  it('shows a lamp on or off as it last reported, and unknown while it is offline', () => {
    expect(tileLook({ runstate: 1, lampon: 1, brightness: 60 }).lamp).toBe('on');
    expect(tileLook({ runstate: 1, lampon: 0, brightness: 0 }).lamp).toBe('off');
    expect(tileLook({ runstate: 4, lampon: 1, brightness: 100 }).lamp).toBe('unknown');
    expect(tileLook({ runstate: 1, lampon: null, brightness: null }).lamp).toBe('unknown');
  });

  it('glows by brightness when on, still visibly when dimmed low, and not at all when off', () => {
    expect(tileLook({ runstate: 1, lampon: 1, brightness: 100 }).glow).toBe(1);
    expect(tileLook({ runstate: 1, lampon: 1, brightness: 0 }).glow).toBeCloseTo(0.35);
    expect(tileLook({ runstate: 1, lampon: 1, brightness: 40 }).glow).toBeCloseTo(0.61);
    expect(tileLook({ runstate: 1, lampon: 1, brightness: null }).glow).toBe(1);
    expect(tileLook({ runstate: 1, lampon: 0, brightness: 40 }).glow).toBe(0);
  });
});

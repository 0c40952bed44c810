import { describe, expect, it } from 'vitest';
import { fitStage } from './stage-scale';

describe('fitting the 1920×1080 stage into a window', () => {
  it('keeps the stage as it is in a window not measured yet', () => {
    expect(fitStage({ width: 0, height: 0 })).toEqual({ scale: 1, left: 0, top: 0 });
  });

  it('fills a 16:9 window exactly, smaller or larger', () => {
    expect(fitStage({ width: 1920, height: 1080 })).toEqual({ scale: 1, left: 0, top: 0 });
    expect(fitStage({ width: 3840, height: 2160 })).toEqual({ scale: 2, left: 0, top: 0 });
  });

  it('leaves bars above and below in a window taller than 16:9', () => {
    const fit = fitStage({ width: 1366, height: 1024 });
    expect(fit.scale).toBeCloseTo(1366 / 1920);
    expect(fit.left).toBe(0);
    expect(fit.top).toBeCloseTo((1024 - 1080 * (1366 / 1920)) / 2);
  });

  it('leaves bars at the sides in a window wider than 16:9', () => {
    const fit = fitStage({ width: 1366, height: 600 });
    expect(fit.scale).toBeCloseTo(600 / 1080);
    expect(fit.top).toBe(0);
    expect(fit.left).toBeCloseTo((1366 - 1920 * (600 / 1080)) / 2);
  });

  it('never lets the stage overflow a 1366×768 window', () => {
    const fit = fitStage({ width: 1366, height: 768 });
    expect(1920 * fit.scale).toBeLessThanOrEqual(1366);
    expect(1080 * fit.scale).toBeLessThanOrEqual(768);
  });
});

import { describe, expect, it } from 'vitest';
import { RenderScale } from './render-scale';

/** Frames every `ms` for `seconds` from `from`, the map moving or not; the ratios answered. */
function run(scale: RenderScale, ms: number, seconds: number, { from = 1000, moving = true } = {}) {
  const changes: number[] = [];
  for (let now = from; now <= from + seconds * 1000; now += ms) {
    const changed = scale.frame(now, moving);
    if (changed !== undefined) changes.push(changed);
  }
  return changes;
}

describe('RenderScale', () => {
  it('draws fewer pixels while frames come slower than the target, down to the minimum', () => {
    const scale = new RenderScale(1, 0.35);
    expect(run(scale, 40, 1.5)[0]).toBeCloseTo(0.85);
    run(scale, 2000, 10);
    expect(scale.ratio).toBe(0.35);
  });

  it("goes back up to the screen's own ratio while frames come fast, and keeps a fair rate", () => {
    const scale = new RenderScale(2);
    run(scale, 50, 3);
    expect(scale.ratio).toBeLessThan(2);
    scale.frame(5_000, false);
    run(scale, 10, 10, { from: 10_000 });
    expect(scale.ratio).toBe(2);
    scale.frame(25_000, false);
    expect(run(scale, 30, 5, { from: 30_000 })).toEqual([]);
  });

  it('counts no frame of a map standing still, and starts again from a new screen ratio', () => {
    const scale = new RenderScale(1);
    expect(run(scale, 400, 10, { moving: false })).toEqual([]);
    scale.reset(1.5);
    expect(scale.ratio).toBe(1.5);
  });
});

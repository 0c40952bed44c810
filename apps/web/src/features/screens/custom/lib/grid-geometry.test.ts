import type { WallWidget } from '@lamplighter/contract';
import { describe, expect, it } from 'vitest';
import { boxStyle, cellsOf, freePlace, freshId, moved, placed, resized } from './grid-geometry';

const map: WallWidget = { id: 'map', kind: 'map', x: 0, y: 0, w: 12, h: 8 };
const clock: WallWidget = { id: 'clock', kind: 'clock', x: 12, y: 0, w: 4, h: 2 };

describe('the grid of the custom wall', () => {
  it('places a box by shares of the 24 × 12 grid', () => {
    expect(boxStyle({ x: 6, y: 3, w: 12, h: 6 })).toEqual({
      left: '25%',
      top: '25%',
      width: '50%',
      height: '50%',
    });
  });

  it('turns a pointer’s travel into whole cells of the grid as drawn', () => {
    expect(cellsOf({ x: 119, y: -41 }, { width: 960, height: 480 })).toEqual({ dx: 3, dy: -1 });
    expect(cellsOf({ x: 10, y: 10 }, { width: 0, height: 0 })).toEqual({ dx: 0, dy: 0 });
  });

  it('keeps a moved or resized box inside the grid and at least one cell large', () => {
    expect(moved(clock, 30, -5)).toMatchObject({ x: 20, y: 0 });
    expect(resized(clock, 20, -10)).toMatchObject({ w: 12, h: 1 });
  });

  it('refuses a place that covers another widget, and takes a free one', () => {
    expect(placed([map, clock], 'clock', { x: 10, y: 0, w: 4, h: 2 })).toBeUndefined();
    expect(placed([map, clock], 'clock', { x: 12, y: 4, w: 6, h: 3 })?.[1]).toMatchObject({
      x: 12,
      y: 4,
      w: 6,
      h: 3,
    });
  });

  it('finds the first free place row by row, smaller when the wanted size has no room', () => {
    expect(freePlace([map, clock], { w: 6, h: 4 })).toEqual({ x: 16, y: 0, w: 6, h: 4 });
    const full: WallWidget[] = [{ id: 'all', kind: 'map', x: 0, y: 0, w: 24, h: 11 }];
    expect(freePlace(full, { w: 6, h: 4 })).toEqual({ x: 0, y: 11, w: 6, h: 1 });
    expect(freePlace([{ id: 'all', kind: 'map', x: 0, y: 0, w: 24, h: 12 }], { w: 1, h: 1 })).toBeUndefined();
  });

  it('names a new widget after its kind with the next free number', () => {
    expect(freshId([map, { ...clock, id: 'map-1' }], 'map')).toBe('map-2');
  });
});

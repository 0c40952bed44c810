import { describe, expect, it } from 'vitest';
import {
  clearTile,
  nextEmptyTile,
  placeCamera,
  resizeTiles,
  splitScreenOf,
  tilesPerRow,
} from './split-tiles';

describe('the split screen', () => {
  it('is a square of tiles', () => {
    expect([1, 4, 9, 16].map((count) => tilesPerRow(count as 1 | 4 | 9 | 16))).toEqual([1, 2, 3, 4]);
  });

  it('draws a saved layout with as many tiles as it counts, a camera once, four empty tiles when none was saved', () => {
    expect(splitScreenOf({ layout: 4, tiles: [7] })).toEqual({ layout: 4, tiles: [7, null, null, null] });
    expect(splitScreenOf({ layout: 1, tiles: [7, 8] })).toEqual({ layout: 1, tiles: [7] });
    expect(splitScreenOf({ layout: 4, tiles: [7, 8, 7, null] }).tiles).toEqual([7, 8, null, null]);
    expect(splitScreenOf(undefined)).toEqual({ layout: 4, tiles: [null, null, null, null] });
  });

  it('keeps the cameras in place when it grows', () => {
    expect(resizeTiles([1, null, 3, 4], 9)).toEqual([1, null, 3, 4, null, null, null, null, null]);
  });

  it('moves the cameras of the tiles cut off into the empty ones when it shrinks, dropping those without room', () => {
    expect(resizeTiles([1, null, 3, null, 5, null, 7, null, null], 4)).toEqual([1, 5, 3, 7]);
    expect(resizeTiles([1, 2, 3, 4], 1)).toEqual([1]);
  });

  it('shows a camera in the tile it is placed on', () => {
    expect(placeCamera([null, null, 3, null], 1, 9)).toEqual([null, 9, 3, null]);
    expect(placeCamera([null, 8, 3, null], 1, 9)).toEqual([null, 9, 3, null]);
  });

  it('swaps two tiles when a camera shown in one is placed on the other', () => {
    expect(placeCamera([1, 2, null, null], 1, 1)).toEqual([2, 1, null, null]);
    expect(placeCamera([1, null, null, null], 3, 1)).toEqual([null, null, null, 1]);
    expect(placeCamera([1, null], 0, 1)).toEqual([1, null]);
  });

  it('empties a closed tile', () => {
    expect(clearTile([1, 2, 3, 4], 2)).toEqual([1, 2, null, 4]);
  });

  it('offers the next empty tile after a placed one, going round, and none when all are taken', () => {
    expect(nextEmptyTile([1, null, 3, null], 1)).toBe(3);
    expect(nextEmptyTile([null, 2, 3, 4], 2)).toBe(0);
    expect(nextEmptyTile([1, 2, 3, 4], 0)).toBeUndefined();
  });
});

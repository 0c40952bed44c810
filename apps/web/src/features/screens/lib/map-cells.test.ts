import type { MapCell } from '@lamplighter/contract';
import { describe, expect, it } from 'vitest';
import { cellBounds, cellFeatures } from './map-cells';

const cell = (longitude: number, latitude: number, states: number[]): MapCell => ({
  longitude,
  latitude,
  count: states.reduce((sum, count) => sum + count, 0),
  states,
});

describe('the map cells of the wall', () => {
  it('has no bounds and no features without cells', () => {
    expect(cellBounds([])).toBeUndefined();
    expect(cellFeatures([]).features).toEqual([]);
  });

  it('gives each cell the state most of its devices are in, 0 for never reported', () => {
    const [normal, silent] = cellFeatures([
      cell(120, 30, [5, 0, 0, 2, 0, 0]),
      cell(121, 31, [1, 0, 0, 0, 0, 4]),
    ]).features;
    expect(normal?.properties).toEqual({ count: 7, state: 1, alarm: false });
    expect(normal?.geometry.coordinates).toEqual([120, 30]);
    expect(silent?.properties).toEqual({ count: 5, state: 0, alarm: false });
  });

  it('marks a cell with any device in alarm or fault, even when most are normal', () => {
    const [alarm, fault] = cellFeatures([
      cell(0, 0, [9, 1, 0, 0, 0, 0]),
      cell(0, 0, [9, 0, 1, 0, 0, 0]),
    ]).features;
    expect(alarm?.properties.alarm).toBe(true);
    expect(fault?.properties.alarm).toBe(true);
    expect(alarm?.properties.state).toBe(1);
  });

  it('bounds the cells west, south, east, north', () => {
    expect(cellBounds([cell(120, 31, [1]), cell(119, 30, [1]), cell(121, 29, [1])])).toEqual([
      119, 29, 121, 31,
    ]);
  });
});

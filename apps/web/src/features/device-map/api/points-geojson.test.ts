import { describe, expect, it } from 'vitest';
import type { DevicePoints } from './device-points';
import { countByState, pointsCollection, pointsExtent } from './points-geojson';

function points(rows: [id: number, lng: number, lat: number, state: number][]): DevicePoints {
  return {
    count: rows.length,
    ids: Int32Array.from(rows.map((row) => row[0])),
    lngs: Float32Array.from(rows.map((row) => row[1])),
    lats: Float32Array.from(rows.map((row) => row[2])),
    types: new Uint8Array(rows.length).fill(1),
    states: Uint8Array.from(rows.map((row) => row[3])),
  };
}

const sample = points([
  [7, 116.397128, 39.916527, 1],
  [8, 121.4737, 31.2304, 3],
  [9, 113.2644, 23.1291, 0],
]);

describe('pointsCollection', () => {
  it('makes one point feature per device with its id and run state', () => {
    const collection = pointsCollection(sample);
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features).toHaveLength(3);
    expect(collection.features[1]).toEqual({
      type: 'Feature',
      id: 8,
      geometry: { type: 'Point', coordinates: [Math.fround(121.4737), Math.fround(31.2304)] },
      properties: { s: 3 },
    });
    const [lng, lat] = collection.features[0]?.geometry.coordinates ?? [];
    expect(lng).toBeCloseTo(116.397128, 4);
    expect(lat).toBeCloseTo(39.916527, 4);
  });

  it('makes an empty collection for no devices', () => {
    expect(pointsCollection(points([]))).toEqual({ type: 'FeatureCollection', features: [] });
  });
});

describe('pointsExtent', () => {
  it('is the box around every device, or nothing without devices', () => {
    const extent = pointsExtent(sample);
    expect(extent?.map((value) => Number(value.toFixed(3)))).toEqual([113.264, 23.129, 121.474, 39.917]);
    expect(pointsExtent(points([]))).toBeUndefined();
  });
});

describe('countByState', () => {
  it('counts the devices of each run state, 0 for none reported', () => {
    const counts = countByState(points([...Array(5)].map((_, i) => [i, 0, 0, i % 2 === 0 ? 1 : 0])));
    expect([...counts.entries()].sort()).toEqual([
      [0, 2],
      [1, 3],
    ]);
  });
});

import type { FeatureCollection, Point } from 'geojson';
import type { DevicePoints } from './device-points';

/** What the map keeps of a device: its id (the feature id) and its run state. */
export type DeviceFeatures = FeatureCollection<Point, { s: number }>;

/**
 * The devices as the GeoJSON the map's clustered source takes, straight from the typed arrays.
 * Measured with 100,000 devices (bench/results/device-map-*.md): a few milliseconds, far less
 * than writing GeoJSON text for the map's worker to parse, which was slower end to end.
 */
export function pointsCollection(points: DevicePoints): DeviceFeatures {
  const features = new Array<DeviceFeatures['features'][number]>(points.count);
  for (let i = 0; i < points.count; i++) {
    features[i] = {
      type: 'Feature',
      id: points.ids[i] ?? 0,
      geometry: { type: 'Point', coordinates: [points.lngs[i] ?? 0, points.lats[i] ?? 0] },
      properties: { s: points.states[i] ?? 0 },
    };
  }
  return { type: 'FeatureCollection', features };
}

export type Extent = [west: number, south: number, east: number, north: number];

/** The box around every device; undefined when there is none. */
export function pointsExtent(points: DevicePoints): Extent | undefined {
  if (points.count === 0) return undefined;
  let west = 180;
  let south = 90;
  let east = -180;
  let north = -90;
  for (let i = 0; i < points.count; i++) {
    const lng = points.lngs[i] ?? 0;
    const lat = points.lats[i] ?? 0;
    if (lng < west) west = lng;
    if (lng > east) east = lng;
    if (lat < south) south = lat;
    if (lat > north) north = lat;
  }
  return [west, south, east, north];
}

/** How many devices are in each run state (0 = none reported yet, other values as they come). */
export function countByState(points: DevicePoints): Map<number, number> {
  const counts = new Map<number, number>();
  for (let i = 0; i < points.count; i++) {
    const state = points.states[i] ?? 0;
    counts.set(state, (counts.get(state) ?? 0) + 1);
  }
  return counts;
}

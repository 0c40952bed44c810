import type { Feature, FeatureCollection, LineString } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';

/** The base map the platform is configured with (MAP_TILE_URL, MAP_ATTRIBUTION). */
export interface BaseMap {
  tileUrl: string;
  attribution: string;
}

export const GRATICULE_SOURCE = 'graticule';
export const BASE_SOURCE = 'base';

const colors = { background: '#eef1f5', minor: '#dfe4eb', major: '#c9d1dc' };

/** A relative tile path (`/tiles/{z}/{x}/{y}.png`) is on the platform's own host. */
function absoluteTileUrl(tileUrl: string, origin: string): string {
  return tileUrl.startsWith('/') ? `${origin}${tileUrl}` : tileUrl;
}

/**
 * The style every map starts from. It needs nothing from the network: a light background with a
 * graticule (lines of longitude and latitude that follow the view, so that a pan is seen to move),
 * or the configured raster tiles instead. No glyphs and no sprite: nothing in it draws text.
 */
export function baseStyle(base: BaseMap, origin: string): StyleSpecification {
  const style: StyleSpecification = {
    version: 8,
    sources: {
      [GRATICULE_SOURCE]: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } },
    },
    layers: [{ id: 'background', type: 'background', paint: { 'background-color': colors.background } }],
  };
  if (base.tileUrl) {
    style.sources[BASE_SOURCE] = {
      type: 'raster',
      tiles: [absoluteTileUrl(base.tileUrl, origin)],
      tileSize: 256,
      maxzoom: 19,
      ...(base.attribution ? { attribution: base.attribution } : {}),
    };
    style.layers.push({ id: 'base', type: 'raster', source: BASE_SOURCE });
    return style;
  }
  style.layers.push(
    {
      id: 'graticule-minor',
      type: 'line',
      source: GRATICULE_SOURCE,
      filter: ['!', ['get', 'major']],
      paint: { 'line-color': colors.minor, 'line-width': 1 },
    },
    {
      id: 'graticule-major',
      type: 'line',
      source: GRATICULE_SOURCE,
      filter: ['get', 'major'],
      paint: { 'line-color': colors.major, 'line-width': 1.2 },
    },
  );
  return style;
}

const MAX_LAT = 85;

/** 1, 2 or 5 times a power of ten: lines about every twelfth of a view `span` degrees wide. */
export function graticuleStep(span: number): number {
  const rough = span / 12;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? rough;
  return Math.min(step, 10);
}

type Bounds = [west: number, south: number, east: number, north: number];

/**
 * Lines of longitude and latitude over the view and one view's width and height around it, so
 * that a pan shows lines moving before the next update. Every fifth line is a major one.
 */
export function graticule([west, south, east, north]: Bounds): FeatureCollection<LineString> {
  const step = graticuleStep(Math.max(east - west, (north - south) * 1.5, 1e-6));
  const width = east - west;
  const height = north - south;
  const minLng = Math.max(-180, west - width);
  const maxLng = Math.min(180, east + width);
  const minLat = Math.max(-MAX_LAT, south - height);
  const maxLat = Math.min(MAX_LAT, north + height);
  const features: Feature<LineString>[] = [];
  const line = (index: number, coordinates: [number, number][]) =>
    features.push({
      type: 'Feature',
      properties: { major: index % 5 === 0 },
      geometry: { type: 'LineString', coordinates },
    });
  for (let i = Math.ceil(minLng / step); i * step <= maxLng; i++) {
    line(i, [
      [i * step, minLat],
      [i * step, maxLat],
    ]);
  }
  for (let i = Math.ceil(minLat / step); i * step <= maxLat; i++) {
    line(i, [
      [minLng, i * step],
      [maxLng, i * step],
    ]);
  }
  return { type: 'FeatureCollection', features };
}

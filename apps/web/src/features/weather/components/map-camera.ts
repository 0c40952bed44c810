import type { Map as MapLibreMap } from 'maplibre-gl';
import type { Extent } from '../lib/located-stations';

/** Zoom for a single station, or stations a street apart. */
const CLOSE_ZOOM = 15;

/** Where the station card over the map ends on the right (weather.css: 12 px in, 300 px wide). */
const CARD_EDGE = 312;

/** Shows every station, their labels (which stand above them) clear of the map's edges. */
export function fitStations(map: MapLibreMap, [west, south, east, north]: Extent): void {
  if (east - west < 1e-3 && north - south < 1e-3) {
    map.jumpTo({ center: [(west + east) / 2, (south + north) / 2], zoom: CLOSE_ZOOM });
    return;
  }
  map.fitBounds([west, south, east, north], {
    padding: { top: 96, bottom: 48, left: 64, right: 64 },
    maxZoom: CLOSE_ZOOM,
    duration: 0,
  });
}

/**
 * Moves a station the card would hide to the middle of the map's room beside the card; on a map too
 * narrow for both, the card covers the map anyway and nothing moves.
 */
export function keepClearOfCard(map: MapLibreMap, place: [number, number]): void {
  const width = map.getContainer().clientWidth;
  const { x } = map.project(place);
  if (x > CARD_EDGE + 24 || width < 2 * CARD_EDGE) return;
  map.panBy([x - (CARD_EDGE + (width - CARD_EDGE) / 2), 0]);
}

import type { Point } from 'geojson';
import type { GeoJSONSource, Map as MapLibreMap, Marker } from 'maplibre-gl';
import type { MapLib } from '../../../shared/map/load-maplibre';
import { stateDonut } from '../../../shared/map/state-donut';
import { DEVICES_SOURCE, STATE_COUNT_PROPERTIES } from './device-layers';

/** Markers kept for clusters off screen, so that a pan back does not rebuild them. */
const MADE_LIMIT = 2000;

interface ClusterProperties {
  cluster_id: number;
  [stateCount: string]: number;
}

/**
 * The clusters of the device source as HTML markers: a ring of run-state shares with the count
 * in the middle (the count in the page's font, so the map needs no glyphs). Only the clusters of
 * the loaded view are on the page; a click zooms to where the cluster breaks apart.
 */
export class ClusterMarkers {
  // Keyed by what a marker shows, so that a marker made from the tiles of older data is never
  // reused for a different cluster of newer data that got the same id.
  private readonly onScreen = new Map<string, Marker>();
  private readonly made = new Map<string, Marker>();

  constructor(
    private readonly map: MapLibreMap,
    private readonly lib: MapLib,
    private readonly title: (count: number) => string,
  ) {
    map.on('render', this.update);
  }

  remove(): void {
    this.map.off('render', this.update);
    for (const marker of this.onScreen.values()) marker.remove();
    this.onScreen.clear();
    this.made.clear();
  }

  private readonly update = () => {
    if (!this.map.getSource(DEVICES_SOURCE) || !this.map.isSourceLoaded(DEVICES_SOURCE)) return;
    const seen = new Set<string>();
    for (const feature of this.map.querySourceFeatures(DEVICES_SOURCE, { filter: ['has', 'point_count'] })) {
      const properties = feature.properties as ClusterProperties;
      const [lng, lat] = (feature.geometry as Point).coordinates as [number, number];
      const counts = STATE_COUNT_PROPERTIES.map((name) => Number(properties[name] ?? 0));
      const id = `${properties.cluster_id}@${lng.toFixed(6)},${lat.toFixed(6)}:${counts.join(',')}`;
      if (seen.has(id)) continue; // a cluster near a tile edge comes once per tile
      seen.add(id);
      let marker = this.made.get(id);
      if (!marker) {
        const element = this.element(properties.cluster_id, counts, [lng, lat]);
        marker = new this.lib.Marker({ element }).setLngLat([lng, lat]);
        this.made.set(id, marker);
      }
      if (!this.onScreen.has(id)) {
        marker.addTo(this.map);
        this.onScreen.set(id, marker);
      }
    }
    for (const [id, marker] of this.onScreen) {
      if (seen.has(id)) continue;
      marker.remove();
      this.onScreen.delete(id);
    }
    if (this.made.size > MADE_LIMIT) {
      for (const id of this.made.keys()) if (!this.onScreen.has(id)) this.made.delete(id);
    }
  };

  private element(clusterId: number, counts: number[], at: [number, number]): HTMLElement {
    const element = stateDonut(counts, this.title(counts.reduce((sum, count) => sum + count, 0)));
    element.addEventListener('click', (event) => {
      event.stopPropagation();
      void this.zoomInto(clusterId, at);
    });
    return element;
  }

  private async zoomInto(clusterId: number, at: [number, number]): Promise<void> {
    const source = this.map.getSource<GeoJSONSource>(DEVICES_SOURCE);
    if (!source) return;
    // The id is gone when new data came meanwhile: zoom in by two levels instead.
    const zoom = await source.getClusterExpansionZoom(clusterId).catch(() => this.map.getZoom() + 2);
    this.map.easeTo({ center: at, zoom: Math.min(zoom, this.map.getMaxZoom()) });
  }
}

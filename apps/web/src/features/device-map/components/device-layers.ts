import type {
  ExpressionSpecification,
  GeoJSONSource,
  GeoJSONSourceSpecification,
  Map as MapLibreMap,
} from 'maplibre-gl';
import { KNOWN_STATES, stateColorExpression } from '../../../shared/map/state-donut';
import type { DeviceFeatures } from '../api/points-geojson';

export const DEVICES_SOURCE = 'devices';
export const POINTS_LAYER = 'device-points';
const SELECTED_LAYER = 'device-selected';

/** Names of the cluster properties counting each run state (same order as STATE_COLORS). */
export const STATE_COUNT_PROPERTIES = [...KNOWN_STATES.map((state) => `s${state}`), 'sx'];

const isState = (state: number): ExpressionSpecification => ['==', ['get', 's'], state];
const isOther: ExpressionSpecification = ['!', ['in', ['get', 's'], ['literal', [...KNOWN_STATES]]]];
const countWhere = (test: ExpressionSpecification): ExpressionSpecification => ['+', ['case', test, 1, 0]];

const source: GeoJSONSourceSpecification = {
  type: 'geojson',
  data: { type: 'FeatureCollection', features: [] },
  cluster: true,
  clusterRadius: 56,
  // Street level (14 and closer) shows single devices. Each clustered zoom costs the map's worker a
  // pass over the devices: 13 instead of 15 took 100,000 devices from 2.4 s to 1.8 s to draw.
  clusterMaxZoom: 13,
  clusterProperties: Object.fromEntries(
    STATE_COUNT_PROPERTIES.map((name, i) => {
      const state = KNOWN_STATES[i];
      return [name, countWhere(state === undefined ? isOther : isState(state))];
    }),
  ),
};

/** The devices' source (clustered, counting run states per cluster) and the layers of single devices. */
export function addDeviceLayers(map: MapLibreMap): void {
  map.addSource(DEVICES_SOURCE, source);
  map.addLayer({
    id: SELECTED_LAYER,
    type: 'circle',
    source: DEVICES_SOURCE,
    filter: ['==', ['id'], -1],
    paint: {
      'circle-radius': 13,
      'circle-color': 'rgba(22, 119, 255, 0.18)',
      'circle-stroke-color': '#1677ff',
      'circle-stroke-width': 2,
    },
  });
  map.addLayer({
    id: POINTS_LAYER,
    type: 'circle',
    source: DEVICES_SOURCE,
    filter: ['!', ['has', 'point_count']],
    paint: {
      'circle-color': stateColorExpression('s'),
      'circle-radius': ['interpolate', ['linear'], ['zoom'], 8, 4, 16, 8],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 1.5,
    },
  });
}

/** Rings the device shown in the card; none with undefined. */
export function markSelected(map: MapLibreMap, id: number | undefined): void {
  map.setFilter(SELECTED_LAYER, ['all', ['!', ['has', 'point_count']], ['==', ['id'], id ?? -1]]);
}

/** Gives the source its devices; resolves once the map's worker has clustered them. */
export async function setDevices(map: MapLibreMap, devices: DeviceFeatures): Promise<void> {
  await map.getSource<GeoJSONSource>(DEVICES_SOURCE)?.setData(devices);
}

import type { MapCell } from '@lamplighter/contract';
import type { FeatureCollection, Point } from 'geojson';

/** Index in a cell's `states` of the run states that need someone's attention: alarm and fault. */
const ALARM_INDEXES = [1, 2];

export interface CellProperties {
  count: number;
  /** The run state most of the cell's devices are in (1–5), 0 when most never reported. */
  state: number;
  /** Some device of the cell is in alarm or fault. */
  alarm: boolean;
}

/** The map's cells as points for a GeoJSON source, each with its main run state and alarm flag. */
export function cellFeatures(cells: readonly MapCell[]): FeatureCollection<Point, CellProperties> {
  return {
    type: 'FeatureCollection',
    features: cells.map((cell) => {
      let main = 0;
      cell.states.forEach((count, index) => {
        if (count > (cell.states[main] ?? 0)) main = index;
      });
      return {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [cell.longitude, cell.latitude] },
        properties: {
          count: cell.count,
          state: main < 5 ? main + 1 : 0,
          alarm: ALARM_INDEXES.some((index) => (cell.states[index] ?? 0) > 0),
        },
      };
    }),
  };
}

/** West, south, east and north of the cells, or undefined without any. */
export function cellBounds(cells: readonly MapCell[]): [number, number, number, number] | undefined {
  if (cells.length === 0) return undefined;
  const lngs = cells.map((cell) => cell.longitude);
  const lats = cells.map((cell) => cell.latitude);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}

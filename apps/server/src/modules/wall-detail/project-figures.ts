import { type DashboardSummary, LIGHT_TYPES, type MapCell, sunPosition } from '@lamplighter/contract';
import type { ProjectDeviceRow } from './wall-detail.repository';

const RUN_STATES = [1, 2, 3, 4, 5];
/** The project's map groups its devices in at most this many cells a side over their extent. */
export const PROJECT_MAP_GRID = 40;

type Figures = Pick<DashboardSummary, 'devices' | 'lamps' | 'map'>;

/** Index of a device's run state in a cell's `states`: 1 to 5, then none or unknown. */
const stateIndex = (state: number | null) => (state !== null && RUN_STATES.includes(state) ? state - 1 : 5);

function countsBy<K>(rows: readonly ProjectDeviceRow[], key: (row: ProjectDeviceRow) => K): Map<K, number> {
  const counts = new Map<K, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return counts;
}

type Located = ProjectDeviceRow & { longitude: number; latitude: number };

/** Near devices together: per cell of the grid over their extent, their mean place and run states. */
function cellsOf(located: readonly Located[]): MapCell[] {
  if (located.length === 0) return [];
  const xs = located.map((row) => row.longitude);
  const ys = located.map((row) => row.latitude);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const slot = (value: number, low: number, high: number) =>
    Math.min(
      Math.floor(((value - low) / Math.max(high - low, 1e-9)) * PROJECT_MAP_GRID),
      PROJECT_MAP_GRID - 1,
    );
  const cells = new Map<string, { x: number; y: number; states: number[] }>();
  for (const row of located) {
    const key = `${slot(row.longitude, x0, x1)}:${slot(row.latitude, y0, y1)}`;
    const cell = cells.get(key) ?? { x: 0, y: 0, states: [0, 0, 0, 0, 0, 0] };
    cell.x += row.longitude;
    cell.y += row.latitude;
    cell.states[stateIndex(row.state)] = (cell.states[stateIndex(row.state)] ?? 0) + 1;
    cells.set(key, cell);
  }
  return [...cells.values()].map(({ x, y, states }) => {
    const count = states.reduce((all, n) => all + n, 0);
    return { longitude: x / count, latitude: y / count, count, states };
  });
}

/**
 * A project's devices by run state and family, its lamps burning against those the sun leaves in
 * the dark at `at` (judged at each lamp's own place), and its devices on a small map.
 */
export function projectFigures(rows: readonly ProjectDeviceRow[], at: number): Figures {
  const states = countsBy(rows, (row) =>
    row.state !== null && RUN_STATES.includes(row.state) ? row.state : null,
  );
  const known = RUN_STATES.map((runstate) => ({ runstate, count: states.get(runstate) ?? 0 }));
  const lamps = rows.filter((row) => LIGHT_TYPES.includes(row.type));
  const located = rows.filter((row): row is Located => row.longitude !== null && row.latitude !== null);
  const locatedLamps = located.filter((row) => LIGHT_TYPES.includes(row.type));
  return {
    devices: {
      total: rows.length,
      byState: [...known, { runstate: null, count: states.get(null) ?? 0 }],
      byType: [...countsBy(rows, (row) => row.type)]
        .sort(([a], [b]) => a - b)
        .map(([devicetype, count]) => ({ devicetype, count })),
    },
    lamps: {
      total: lamps.length,
      on: lamps.filter((row) => row.on).length,
      located: locatedLamps.length,
      expectedOn: locatedLamps.filter((row) => sunPosition(at, row.latitude, row.longitude).elevation < 0)
        .length,
    },
    map: cellsOf(located),
  };
}

import type { DeviceColumns } from './decode-columns';

/** Cells per side of the grid the columns are sorted into, so that a frame draws only the cells in view. */
export const GRID = 32;
export const EARTH_CIRCUMFERENCE = 2 * Math.PI * 6_371_008.8;

export const mercatorX = (lng: number) => (lng + 180) / 360;
export const mercatorY = (lat: number) =>
  (180 - (180 / Math.PI) * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360))) / 360;

/** A run of columns next to each other in the scene, with the ground they stand on (local metres). */
export interface SceneCell {
  start: number;
  count: number;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/**
 * The columns as the GPU draws them, sorted by grid cell. Positions are metres east and north of
 * `origin` (a point in the middle of the devices, in MapLibre's mercator units): small numbers that
 * float32 holds to the centimetre, where mercator units would shake at street level.
 */
export interface ColumnScene {
  count: number;
  origin: { x: number; y: number; lat: number };
  /** Metres per mercator unit at the origin's latitude. */
  metresPerUnit: number;
  /** Per slot: x, y in metres, and the height as a share of the full height (0..1). */
  instances: Float32Array;
  /** Per slot: the run state (0 none). */
  states: Uint8Array;
  /** Per slot: the index of the column in the decoded answer. */
  columnOf: Uint32Array;
  /** The slot of each device id. */
  slotOf: Map<number, number>;
  cells: SceneCell[];
  /** The load power drawn at full height, in W. */
  fullPower: number;
}

/** A round number at or above `value` (1, 1.5, 2, 3, 5 times a power of ten), 100 W when none. */
export function roundUp(value: number): number {
  if (!(value > 0)) return 100;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 1.5, 2, 3, 5, 10].find((candidate) => candidate * power >= value - 1e-9) ?? 10;
  return step * power;
}

/** The share of the full height a load power stands for; a device without one shows only its base. */
export function heightShare(power: number, fullPower: number): number {
  if (!(power > 0)) return 0;
  return Math.min(1, power / fullPower);
}

/** The columns' scene; `fullPower` by default the round number at or above the highest load power. */
export function buildScene(columns: DeviceColumns, fullPower?: number): ColumnScene {
  const { count } = columns;
  let west = Number.POSITIVE_INFINITY;
  let east = Number.NEGATIVE_INFINITY;
  let south = Number.POSITIVE_INFINITY;
  let north = Number.NEGATIVE_INFINITY;
  let maxPower = 0;
  for (let i = 0; i < count; i++) {
    const lng = columns.lngs[i] as number;
    const lat = columns.lats[i] as number;
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    const power = columns.powers[i] as number;
    if (power > maxPower) maxPower = power;
  }
  const lat = count ? (south + north) / 2 : 0;
  const origin = { x: mercatorX(count ? (west + east) / 2 : 0), y: mercatorY(lat), lat };
  const metresPerUnit = EARTH_CIRCUMFERENCE * Math.cos((lat * Math.PI) / 180);
  const full = fullPower ?? roundUp(maxPower);

  // Each column's cell, then a counting sort by cell: the columns of one cell lie together.
  const cellOf = new Uint16Array(count);
  const perCell = new Uint32Array(GRID * GRID + 1);
  const spanX = east - west || 1;
  const spanY = north - south || 1;
  for (let i = 0; i < count; i++) {
    const cx = Math.min(GRID - 1, Math.floor((((columns.lngs[i] as number) - west) / spanX) * GRID));
    const cy = Math.min(GRID - 1, Math.floor((((columns.lats[i] as number) - south) / spanY) * GRID));
    const cell = cy * GRID + cx;
    cellOf[i] = cell;
    perCell[cell + 1] = (perCell[cell + 1] as number) + 1;
  }
  for (let cell = 1; cell <= GRID * GRID; cell++) {
    perCell[cell] = (perCell[cell] as number) + (perCell[cell - 1] as number);
  }
  const next = perCell.slice(0, GRID * GRID);
  const scene: ColumnScene = {
    count,
    origin,
    metresPerUnit,
    instances: new Float32Array(count * 3),
    states: new Uint8Array(count),
    columnOf: new Uint32Array(count),
    slotOf: new Map(),
    cells: [],
    fullPower: full,
  };
  for (let i = 0; i < count; i++) {
    const cell = cellOf[i] as number;
    const slot = next[cell] as number;
    next[cell] = slot + 1;
    scene.instances[slot * 3] = (mercatorX(columns.lngs[i] as number) - origin.x) * metresPerUnit;
    scene.instances[slot * 3 + 1] = -(mercatorY(columns.lats[i] as number) - origin.y) * metresPerUnit;
    scene.instances[slot * 3 + 2] = heightShare(columns.powers[i] as number, full);
    scene.states[slot] = columns.states[i] as number;
    scene.columnOf[slot] = i;
    scene.slotOf.set(columns.ids[i] as number, slot);
  }
  for (let cell = 0; cell < GRID * GRID; cell++) {
    const start = perCell[cell] as number;
    const end = perCell[cell + 1] as number;
    if (end > start) scene.cells.push(cellBounds(scene.instances, start, end));
  }
  return scene;
}

function cellBounds(instances: Float32Array, start: number, end: number): SceneCell {
  const cell = {
    start,
    count: end - start,
    minX: Infinity,
    minY: Infinity,
    maxX: -Infinity,
    maxY: -Infinity,
  };
  for (let slot = start; slot < end; slot++) {
    const x = instances[slot * 3] as number;
    const y = instances[slot * 3 + 1] as number;
    cell.minX = Math.min(cell.minX, x);
    cell.maxX = Math.max(cell.maxX, x);
    cell.minY = Math.min(cell.minY, y);
    cell.maxY = Math.max(cell.maxY, y);
  }
  return cell;
}

/** Devices per run state: index 0 for none (or an unknown state), then 1..5. */
export function countStates(states: Uint8Array): number[] {
  const counts = [0, 0, 0, 0, 0, 0];
  for (const state of states) {
    const at = state <= 5 ? state : 0;
    counts[at] = (counts[at] as number) + 1;
  }
  return counts;
}

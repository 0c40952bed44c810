import { type ColumnScene, EARTH_CIRCUMFERENCE, mercatorX, mercatorY, type SceneCell } from './column-scene';

/** The part of the full height every column shows, so that one that draws no power still stands. */
export const BASE_SHARE = 0.25;
const TILE_SIZE = 512;

/** Metres a pixel of the map spans at `zoom` and latitude `lat`. */
export const metresPerPixel = (zoom: number, lat: number) =>
  (EARTH_CIRCUMFERENCE * Math.cos((lat * Math.PI) / 180)) / (TILE_SIZE * 2 ** zoom);

/**
 * The size of a column at a zoom: a few pixels wide and up to ~110 px tall at street level, shorter
 * as the map zooms out (a city of 100,000 columns stays readable and cheap to fill), never thinner
 * than a real pole.
 */
export function columnSize(zoom: number, lat: number): { widthM: number; fullHeightM: number } {
  const mpp = metresPerPixel(zoom, lat);
  const share = Math.min(1, Math.max(0, (zoom - 11) / 5));
  const heightPx = 26 + share * (110 - 26);
  return { widthM: Math.max(5, 4 * mpp), fullHeightM: Math.max(60, heightPx * mpp) };
}

/** Height in metres of a column whose height share is `share`. */
export const columnHeight = (share: number, fullHeightM: number) =>
  fullHeightM * (BASE_SHARE + (1 - BASE_SHARE) * share);

/**
 * The matrix from the scene's metres (east, north, up) to clip space: MapLibre's projection matrix
 * of mercator units (0..1) times the move to the origin and the scale of metres, in float64 so that the
 * large mercator numbers cancel before the GPU's float32 sees them.
 */
export function sceneMatrix(world: ArrayLike<number>, scene: ColumnScene): Float64Array {
  const unit = 1 / scene.metresPerUnit;
  const m = new Float64Array(16);
  for (let row = 0; row < 4; row++) {
    const c0 = world[row] as number;
    const c1 = world[4 + row] as number;
    const c2 = world[8 + row] as number;
    const c3 = world[12 + row] as number;
    m[row] = c0 * unit;
    m[4 + row] = -c1 * unit;
    m[8 + row] = c2 * unit;
    m[12 + row] = c0 * scene.origin.x + c1 * scene.origin.y + c3;
  }
  return m;
}

function clip(m: Float64Array, x: number, y: number, z: number): [number, number, number] {
  return [
    (m[0] as number) * x + (m[4] as number) * y + (m[8] as number) * z + (m[12] as number),
    (m[1] as number) * x + (m[5] as number) * y + (m[9] as number) * z + (m[13] as number),
    (m[3] as number) * x + (m[7] as number) * y + (m[11] as number) * z + (m[15] as number),
  ];
}

/**
 * Hidden columns a run may take in to join the next: every draw call has a fixed price, high on a
 * software renderer, and a column out of view costs only its few vertices.
 */
export const MERGE_GAP = 4096;

/** Whether any of a cell's box (ground to `topM`) may be in view: it is not wholly beyond one side. */
function cellInView(cell: SceneCell, m: Float64Array, topM: number): boolean {
  let left = 0;
  let right = 0;
  let below = 0;
  let above = 0;
  let behind = 0;
  for (const x of [cell.minX, cell.maxX])
    for (const y of [cell.minY, cell.maxY])
      for (const z of [0, topM]) {
        const [cx, cy, w] = clip(m, x, y, z);
        if (w <= 0) behind++;
        if (cx < -w) left++;
        if (cx > w) right++;
        if (cy < -w) below++;
        if (cy > w) above++;
      }
  return ![left, right, below, above, behind].includes(8);
}

/** The columns of the cells in view: what a frame would draw without the merged gaps. */
export function countInView(scene: ColumnScene, m: Float64Array, topM: number): number {
  let count = 0;
  for (const cell of scene.cells) if (cellInView(cell, m, topM)) count += cell.count;
  return count;
}

/**
 * The runs of slots to draw: the cells in view, runs less than MERGE_GAP apart merged, as
 * [start, count] pairs.
 */
export function visibleRuns(scene: ColumnScene, m: Float64Array, topM: number): number[] {
  const runs: number[] = [];
  for (const cell of scene.cells) {
    if (!cellInView(cell, m, topM)) continue;
    const last = runs.length - 2;
    const end = last >= 0 ? (runs[last] as number) + (runs[last + 1] as number) : Number.NEGATIVE_INFINITY;
    if (cell.start - end <= MERGE_GAP) runs[last + 1] = cell.start + cell.count - (runs[last] as number);
    else runs.push(cell.start, cell.count);
  }
  return runs;
}

/**
 * The slot of the column under `point` (CSS pixels of the map), the nearest to the eye when
 * columns overlap, or undefined: each drawn column is projected as the segment from its foot to
 * its top, and the point must lie within its half width and a few pixels of it.
 */
export function pickColumn(
  scene: ColumnScene,
  runs: readonly number[],
  m: Float64Array,
  viewport: { width: number; height: number },
  point: { x: number; y: number },
  size: { widthM: number; fullHeightM: number },
): number | undefined {
  const screen = (c: [number, number, number]) => [
    ((c[0] / c[2] + 1) / 2) * viewport.width,
    ((1 - c[1] / c[2]) / 2) * viewport.height,
  ];
  let best: number | undefined;
  let bestDepth = Number.POSITIVE_INFINITY;
  for (let r = 0; r < runs.length; r += 2) {
    const start = runs[r] as number;
    const end = start + (runs[r + 1] as number);
    for (let slot = start; slot < end; slot++) {
      const x = scene.instances[slot * 3] as number;
      const y = scene.instances[slot * 3 + 1] as number;
      const foot = clip(m, x, y, 0);
      if (foot[2] <= 0 || foot[2] >= bestDepth) continue;
      const top = clip(m, x, y, columnHeight(scene.instances[slot * 3 + 2] as number, size.fullHeightM));
      const side = clip(m, x + size.widthM / 2, y, 0);
      const [fx = 0, fy = 0] = screen(foot);
      const [tx = 0, ty = 0] = screen(top);
      const [sx = 0, sy = 0] = screen(side);
      const reach = Math.hypot(sx - fx, sy - fy) + 4;
      if (distanceToSegment(point, fx, fy, tx, ty) <= reach) {
        best = slot;
        bestDepth = foot[2];
      }
    }
  }
  return best;
}

function distanceToSegment(p: { x: number; y: number }, ax: number, ay: number, bx: number, by: number) {
  const dx = bx - ax;
  const dy = by - ay;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - ax) * dx + (p.y - ay) * dy) / length));
  return Math.hypot(p.x - (ax + t * dx), p.y - (ay + t * dy));
}

/** The camera as MapLibre places it: looking at `center` from `pitch` degrees off vertical. */
export interface CameraView {
  center: { lng: number; lat: number };
  zoom: number;
  pitch: number;
  bearing: number;
  /** Vertical field of view, in degrees. */
  fov: number;
  /** Height of the map in CSS pixels. */
  height: number;
}

/**
 * Where the camera stands over the ground, in the scene's metres: behind the centre, against the
 * bearing, as far as MapLibre's camera is from the centre times the sine of the pitch. A column
 * shows the eye its sides that face this point.
 */
export function cameraGround(scene: ColumnScene, view: CameraView): [x: number, y: number] {
  const x = (mercatorX(view.center.lng) - scene.origin.x) * scene.metresPerUnit;
  const y = -(mercatorY(view.center.lat) - scene.origin.y) * scene.metresPerUnit;
  const distancePx = (0.5 * view.height) / Math.tan((view.fov * Math.PI) / 360);
  const distance = (distancePx / (TILE_SIZE * 2 ** view.zoom)) * scene.metresPerUnit;
  const back = distance * Math.sin((view.pitch * Math.PI) / 180);
  const bearing = (view.bearing * Math.PI) / 180;
  return [x - Math.sin(bearing) * back, y - Math.cos(bearing) * back];
}

import { type SplitLayout, splitLayouts } from '@lamplighter/contract';

/** How many tiles the split screen shows: 1, 4, 9 or 16. */
export type TileCount = SplitLayout['layout'];

/** The camera of each tile, row by row; null: an empty tile. */
export type Tiles = readonly (number | null)[];

/** A split screen as its page holds it: exactly `layout` tiles, each camera in one at most. */
export interface SplitScreen {
  layout: TileCount;
  tiles: (number | null)[];
}

export const DEFAULT_TILE_COUNT: TileCount = 4;

/** Tiles per row: every layout is a square. */
export function tilesPerRow(count: TileCount): number {
  return Math.sqrt(count);
}

export function isTileCount(value: unknown): value is TileCount {
  return splitLayouts.some((count) => count === value);
}

/** A saved split screen as the grid draws it: padded or cut to its tile count, a camera's repeats emptied. */
export function splitScreenOf(saved: SplitLayout | undefined): SplitScreen {
  const layout = saved?.layout ?? DEFAULT_TILE_COUNT;
  const seen = new Set<number>();
  const tiles = Array.from({ length: layout }, (_, index) => {
    const camera = saved?.tiles[index] ?? null;
    if (camera === null || seen.has(camera)) return null;
    seen.add(camera);
    return camera;
  });
  return { layout, tiles };
}

/**
 * The tiles at another count: cameras stay where they are when their tile remains; those of the
 * tiles cut off move, in order, into the empty tiles left, and are dropped when none is.
 */
export function resizeTiles(tiles: Tiles, count: TileCount): (number | null)[] {
  const kept = Array.from({ length: count }, (_, index) => tiles[index] ?? null);
  const moved = tiles.slice(count).filter((camera): camera is number => camera !== null);
  return kept.map((camera) => camera ?? moved.shift() ?? null);
}

/**
 * `camera` shown in tile `index`. A camera shows in one tile at most: when it was in another tile,
 * that tile takes what `index` showed (the two swap).
 */
export function placeCamera(tiles: Tiles, index: number, camera: number): (number | null)[] {
  const next = [...tiles];
  const from = next.indexOf(camera);
  if (from !== -1) next[from] = next[index] ?? null;
  next[index] = camera;
  return next;
}

export function clearTile(tiles: Tiles, index: number): (number | null)[] {
  return tiles.map((camera, at) => (at === index ? null : camera));
}

/** The first empty tile after `index`, going round to the first tile; undefined when every tile shows a camera. */
export function nextEmptyTile(tiles: Tiles, index: number): number | undefined {
  for (let step = 1; step <= tiles.length; step += 1) {
    const at = (index + step) % tiles.length;
    if (tiles[at] === null) return at;
  }
  return undefined;
}

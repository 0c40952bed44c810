/** Rows of tiles on one page of the wall. */
export const TILE_ROWS = 6;

/**
 * Tiles per row: fewer where the controls take the right of the wall, more where the wall only
 * shows states; a page is what fits without scrolling.
 */
export function tilesPerPage(withControls: boolean): { columns: number; size: number } {
  const columns = withControls ? 5 : 9;
  return { columns, size: columns * TILE_ROWS };
}

/** Pages of `total` tiles; one page even when there is nothing to show. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The page to show when the devices have become fewer (moved or deleted elsewhere). */
export function pageInRange(page: number, total: number, size: number): number {
  return Math.min(Math.max(1, page), pageCount(total, size));
}

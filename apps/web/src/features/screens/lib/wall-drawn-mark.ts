/**
 * User Timing mark the monitoring wall sets once, when every panel has its figures and the map
 * has drawn its devices; bench/wall-screen.bench.ts times it from the start of navigation.
 */
export const WALL_DRAWN_MARK = 'lamplighter:wall-drawn';

export function markWallDrawn(): void {
  if (performance.getEntriesByName(WALL_DRAWN_MARK).length === 0) performance.mark(WALL_DRAWN_MARK);
}

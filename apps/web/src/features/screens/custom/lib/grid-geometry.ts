import { WALL_GRID, type WallWidget, wallGridProblem } from '@lamplighter/contract';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Where a widget sits in its grid, as shares of the grid's width and height (CSS percentages). */
export function boxStyle(box: Box): { left: string; top: string; width: string; height: string } {
  const percent = (value: number, of: number) => `${(value / of) * 100}%`;
  return {
    left: percent(box.x, WALL_GRID.columns),
    top: percent(box.y, WALL_GRID.rows),
    width: percent(box.w, WALL_GRID.columns),
    height: percent(box.h, WALL_GRID.rows),
  };
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** A box moved by whole cells, kept inside the grid. */
export function moved(box: Box, dx: number, dy: number): Box {
  return {
    ...box,
    x: clamp(box.x + dx, 0, WALL_GRID.columns - box.w),
    y: clamp(box.y + dy, 0, WALL_GRID.rows - box.h),
  };
}

/** A box grown or shrunk from its lower right corner by whole cells: at least one cell, inside the grid. */
export function resized(box: Box, dw: number, dh: number): Box {
  return {
    ...box,
    w: clamp(box.w + dw, 1, WALL_GRID.columns - box.x),
    h: clamp(box.h + dh, 1, WALL_GRID.rows - box.y),
  };
}

/** Whole cells that a pointer's travel in screen pixels covers on a grid drawn `gridSize` large. */
export function cellsOf(
  travel: { x: number; y: number },
  gridSize: { width: number; height: number },
): { dx: number; dy: number } {
  if (gridSize.width <= 0 || gridSize.height <= 0) return { dx: 0, dy: 0 };
  return {
    dx: Math.round((travel.x / gridSize.width) * WALL_GRID.columns),
    dy: Math.round((travel.y / gridSize.height) * WALL_GRID.rows),
  };
}

/**
 * The widgets with one of them changed to `box`, or undefined when the change would leave the grid
 * or cover another widget: a drag then stays where it last fitted.
 */
export function placed(widgets: readonly WallWidget[], id: string, box: Box): WallWidget[] | undefined {
  const next = widgets.map((widget) => (widget.id === id ? { ...widget, ...box } : widget));
  return wallGridProblem(next) ? undefined : next;
}

/**
 * The first free place, row by row, for a box of the given size; where none is left, the largest
 * smaller box that fits somewhere. Undefined when the grid is full.
 */
export function freePlace(widgets: readonly WallWidget[], size: { w: number; h: number }): Box | undefined {
  const sizes: { w: number; h: number }[] = [];
  for (let w = size.w; w >= 1; w -= 1) for (let h = size.h; h >= 1; h -= 1) sizes.push({ w, h });
  sizes.sort((a, b) => b.w * b.h - a.w * a.h);
  for (const { w, h } of sizes) {
    for (let y = 0; y + h <= WALL_GRID.rows; y += 1) {
      for (let x = 0; x + w <= WALL_GRID.columns; x += 1) {
        const covers = widgets.some(
          (other) => x < other.x + other.w && other.x < x + w && y < other.y + other.h && other.y < y + h,
        );
        if (!covers) return { x, y, w, h };
      }
    }
  }
  return undefined;
}

/** An id no widget of the layout has yet. */
export function freshId(widgets: readonly WallWidget[], kind: string): string {
  const taken = new Set(widgets.map((widget) => widget.id));
  for (let n = 1; ; n += 1) {
    const id = `${kind}-${n}`;
    if (!taken.has(id)) return id;
  }
}

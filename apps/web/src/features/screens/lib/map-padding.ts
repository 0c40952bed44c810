/** The legend's distance from the map's bottom edge (as monitoring-wall.css places it). */
const LEGEND_MARGIN = 16;

/**
 * Room around the devices when the map fits them: the legend's height and a margin at the bottom,
 * so that it covers none of them, within what a small panel can spare.
 */
export function clearOfLegend(mapHeight: number, legendHeight: number) {
  const side = Math.min(60, mapHeight * 0.12);
  const bottom = Math.min(legendHeight + 2 * LEGEND_MARGIN, mapHeight * 0.5);
  return { top: side, left: side, right: side, bottom: Math.max(side, bottom) };
}

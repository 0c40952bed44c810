import type { WallWidget } from '@lamplighter/contract';

/**
 * The standard layout a new wall starts from: the monitoring wall's panels on the grid, the
 * fleet, lighting rate and tickets on the left, the figures and the map in the middle, energy and
 * alarms on the right.
 */
export const defaultWidgets: readonly WallWidget[] = [
  { id: 'fleet', kind: 'fleet', x: 0, y: 0, w: 7, h: 5 },
  { id: 'lighting', kind: 'lighting', x: 0, y: 5, w: 7, h: 3 },
  { id: 'tickets', kind: 'tickets', x: 0, y: 8, w: 7, h: 4 },
  { id: 'headline', kind: 'headline', x: 7, y: 0, w: 10, h: 2 },
  { id: 'map', kind: 'map', x: 7, y: 2, w: 10, h: 10 },
  { id: 'energy', kind: 'energy', x: 17, y: 0, w: 7, h: 4 },
  { id: 'energyTrend', kind: 'energyTrend', x: 17, y: 4, w: 7, h: 4 },
  { id: 'alarms', kind: 'alarms', x: 17, y: 8, w: 7, h: 4 },
];

import type { WallWidget, WallWidgetKind } from '@lamplighter/contract';

/** The size a widget of each kind starts with, in grid cells: what its panel needs to read well. */
export const startingSize: Record<WallWidgetKind, { w: number; h: number }> = {
  headline: { w: 12, h: 2 },
  fleet: { w: 6, h: 5 },
  lighting: { w: 6, h: 3 },
  energy: { w: 6, h: 4 },
  energyTrend: { w: 6, h: 4 },
  power: { w: 8, h: 4 },
  map: { w: 12, h: 8 },
  topProjects: { w: 6, h: 5 },
  alarms: { w: 6, h: 6 },
  tickets: { w: 6, h: 4 },
  weather: { w: 6, h: 5 },
  device: { w: 6, h: 4 },
  text: { w: 6, h: 2 },
  image: { w: 4, h: 3 },
  clock: { w: 4, h: 2 },
};

/**
 * A widget of another kind in the same place, keeping its own title: the fields the new kind needs
 * start empty (a device or an image is chosen next), the old kind's extra fields go.
 */
export function withKind(widget: WallWidget, kind: WallWidgetKind): WallWidget {
  const { id, x, y, w, h, title } = widget;
  const base = { id, x, y, w, h, ...(title ? { title } : {}) };
  if (kind === 'device') return { ...base, kind, deviceid: widget.kind === 'device' ? widget.deviceid : 0 };
  if (kind === 'text') return { ...base, kind, text: widget.kind === 'text' ? widget.text : '' };
  if (kind === 'image') return { ...base, kind, url: widget.kind === 'image' ? widget.url : '' };
  return { ...base, kind };
}

/** What a widget still lacks before the layout can be saved, as a text key; undefined when complete. */
export function missingOf(widget: WallWidget): string | undefined {
  if (widget.kind === 'device' && !(widget.deviceid > 0)) return 'customWall.pickDevice';
  if (widget.kind === 'image' && !/^https?:\/\/\S+$/i.test(widget.url)) return 'walllayout.imageUrl';
  return undefined;
}

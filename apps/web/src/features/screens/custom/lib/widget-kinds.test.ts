import { wallWidgets } from '@lamplighter/contract';
import { describe, expect, it } from 'vitest';
import { defaultWidgets } from './default-layout';
import { missingOf, withKind } from './widget-kinds';

describe('the kinds of widget', () => {
  it('change in place, keeping the title and asking for what the new kind needs', () => {
    const text = { id: 'a', kind: 'text', x: 1, y: 2, w: 3, h: 4, title: 'Note', text: 'Hello' } as const;
    const device = withKind(text, 'device');
    expect(device).toEqual({ id: 'a', kind: 'device', x: 1, y: 2, w: 3, h: 4, title: 'Note', deviceid: 0 });
    expect(missingOf(device)).toBe('customWall.pickDevice');
    expect(withKind(device, 'map')).toEqual({ id: 'a', kind: 'map', x: 1, y: 2, w: 3, h: 4, title: 'Note' });
    expect(missingOf(withKind(text, 'image'))).toBe('walllayout.imageUrl');
    expect(missingOf(text)).toBeUndefined();
  });

  it('make up a standard layout that the server accepts, filling the whole grid', () => {
    expect(wallWidgets.safeParse(defaultWidgets).success).toBe(true);
    expect(defaultWidgets.reduce((cells, widget) => cells + widget.w * widget.h, 0)).toBe(24 * 12);
  });
});

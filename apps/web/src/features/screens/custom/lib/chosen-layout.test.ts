import type { WallLayout } from '@lamplighter/contract';
import { describe, expect, it } from 'vitest';
import { chosenLayout } from './chosen-layout';

const layout = (id: number, mine: boolean): WallLayout => ({
  id,
  name: `Layout ${id}`,
  widgets: [],
  shared: 0,
  ownerid: 1,
  ownername: 'city',
  mine,
  updatetime: '2026-11-26T10:00:00.000Z',
});

describe('the layout the wall shows', () => {
  const layouts = [layout(3, false), layout(5, true), layout(7, true)];

  it('is the one asked for, else the chosen default, else the first own, else the first shared', () => {
    expect(chosenLayout({ layouts, defaultid: 7 }, 3)?.id).toBe(3);
    expect(chosenLayout({ layouts, defaultid: 7 }, 99)?.id).toBe(7);
    expect(chosenLayout({ layouts, defaultid: null }, undefined)?.id).toBe(5);
    expect(chosenLayout({ layouts: [layout(3, false)], defaultid: null }, undefined)?.id).toBe(3);
  });

  it('is none before any layout is saved', () => {
    expect(chosenLayout({ layouts: [], defaultid: null }, undefined)).toBeUndefined();
    expect(chosenLayout(undefined, 3)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { pageChosen, toggled, withPage } from './tile-selection';

describe('choosing tiles', () => {
  it('takes a tile in and out with each tap', () => {
    const once = toggled(new Set(['A']), 'B');
    expect([...once]).toEqual(['A', 'B']);
    expect([...toggled(once, 'A')]).toEqual(['B']);
  });

  it('chooses a whole page, keeping what was chosen on other pages', () => {
    const chosen = withPage(new Set(['X']), ['A', 'B']);
    expect([...chosen].sort()).toEqual(['A', 'B', 'X']);
    expect(pageChosen(chosen, ['A', 'B'])).toBe(true);
  });

  it('lets a fully chosen page go again, and only that page', () => {
    expect([...withPage(new Set(['A', 'B', 'X']), ['A', 'B'])]).toEqual(['X']);
  });

  it('does not count an empty page as chosen', () => {
    expect(pageChosen(new Set(['A']), [])).toBe(false);
  });
});

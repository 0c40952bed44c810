import { describe, expect, it } from 'vitest';
import { nextOffset, nextPage, rotated } from './table-reel';

describe('the device table reel', () => {
  it('shows the rows from the offset on, then those that went by', () => {
    expect(rotated(['a', 'b', 'c', 'd'], 0)).toEqual(['a', 'b', 'c', 'd']);
    expect(rotated(['a', 'b', 'c', 'd'], 1)).toEqual(['b', 'c', 'd', 'a']);
    expect(rotated(['a', 'b', 'c'], 4)).toEqual(['b', 'c', 'a']);
    expect(rotated([], 3)).toEqual([]);
  });

  it('moves one row on and starts over once every row has gone by', () => {
    expect(nextOffset(0, 3)).toEqual({ offset: 1, wrapped: false });
    expect(nextOffset(2, 3)).toEqual({ offset: 0, wrapped: true });
    // A page that lost rows on a reload wraps at once.
    expect(nextOffset(5, 3)).toEqual({ offset: 0, wrapped: true });
  });

  it('turns to the next page of the fleet, and back to the first after the last', () => {
    expect(nextPage(1, 120, 50)).toBe(2);
    expect(nextPage(3, 120, 50)).toBe(1);
    expect(nextPage(1, 50, 50)).toBe(1);
    expect(nextPage(1, 0, 50)).toBe(1);
    // A fleet that shrank under the wall's page goes back to the first.
    expect(nextPage(9, 120, 50)).toBe(1);
  });
});

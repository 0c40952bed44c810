import { describe, expect, it } from 'vitest';
import { pageCount, pageInRange, tilesPerPage } from './tile-pages';

describe('pages of tiles', () => {
  it('hold more tiles where the wall only shows states', () => {
    expect(tilesPerPage(true)).toEqual({ columns: 5, size: 30 });
    expect(tilesPerPage(false)).toEqual({ columns: 9, size: 54 });
  });

  it('count at least one page', () => {
    expect(pageCount(0, 30)).toBe(1);
    expect(pageCount(30, 30)).toBe(1);
    expect(pageCount(31, 30)).toBe(2);
  });

  it('keep the page shown within the pages there are', () => {
    expect(pageInRange(3, 61, 30)).toBe(3);
    expect(pageInRange(3, 40, 30)).toBe(2);
    expect(pageInRange(0, 40, 30)).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { byteRangeOf } from './byte-range';

describe('the byte range a request asks for', () => {
  it('reads the three forms a player sends', () => {
    expect(byteRangeOf('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(byteRangeOf('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRangeOf('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
  });

  it('ends a range that runs past the file at its last byte', () => {
    expect(byteRangeOf('bytes=500-5000', 1000)).toEqual({ start: 500, end: 999 });
    expect(byteRangeOf('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('says when a range starts past the end', () => {
    expect(byteRangeOf('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(byteRangeOf('bytes=-0', 1000)).toBe('unsatisfiable');
  });

  it('answers the whole file for no range, another unit, several ranges or nonsense', () => {
    for (const header of [undefined, '', 'items=0-1', 'bytes=0-1,5-9', 'bytes=-', 'bytes=9-2', 'bytes=a-b']) {
      expect(byteRangeOf(header, 1000), String(header)).toBeUndefined();
    }
  });
});

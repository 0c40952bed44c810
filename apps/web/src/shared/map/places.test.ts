import { describe, expect, it } from 'vitest';
import { placesOf } from './places';

describe('placesOf', () => {
  it('keeps devices first, then projects, and only those with a position', () => {
    const places = placesOf(
      [
        { id: 1, devicename: 'Pole 1', devicecode: 'SL-1', longitude: 116.4, latitude: 39.9 },
        { id: 2, devicename: 'Pole 2', devicecode: 'SL-2', longitude: null, latitude: null },
      ],
      [
        { id: 5, name: 'Harbour', longitude: 121.5, latitude: 31.2 },
        { id: 6, name: 'Unplaced', longitude: null, latitude: null },
      ],
    );
    expect(places).toEqual([
      { kind: 'device', id: 1, name: 'Pole 1 (SL-1)', longitude: 116.4, latitude: 39.9 },
      { kind: 'project', id: 5, name: 'Harbour', longitude: 121.5, latitude: 31.2 },
    ]);
  });
});

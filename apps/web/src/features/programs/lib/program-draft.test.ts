import { describe, expect, it } from 'vitest';
import { fitScale, moved, newDraft, newMediaItem, newTextItem, withRegionAdded } from './program-draft';

describe('a program being edited', () => {
  it('starts as one empty region over a whole pole screen', () => {
    expect(newDraft()).toEqual({
      name: '',
      width: 128,
      height: 256,
      regions: [{ name: '1', x: 0, y: 0, width: 128, height: 256, items: [] }],
    });
  });

  it('gets its second region as a ticker under the first, which makes room', () => {
    const two = withRegionAdded(newDraft());
    expect(two.regions.map(({ y, height }) => [y, height])).toEqual([
      [0, 192],
      [192, 64],
    ]);
    const three = withRegionAdded(two);
    expect(three.regions[0]?.height).toBe(192);
    expect(three.regions[2]).toMatchObject({ name: '3', y: 192, height: 64 });
  });

  it('plays a video for its own length and a picture or a text for ten seconds', () => {
    expect(newMediaItem({ id: 4, kind: 'video', duration: 12.3 })).toMatchObject({
      mediaid: 4,
      duration: 13,
    });
    expect(newMediaItem({ id: 5, kind: 'image', duration: null })).toMatchObject({ duration: 10 });
    expect(newTextItem({ height: 64 })).toMatchObject({ type: 'text', fontsize: 38, duration: 10 });
  });

  it('moves an item within its playlist, never past either end', () => {
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 2, -2)).toEqual(['c', 'a', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });

  it('fits any screen into the preview box, enlarging a small one at most twice', () => {
    expect(fitScale(1920, 1080, 480, 480)).toBe(0.25);
    expect(fitScale(128, 256, 480, 600)).toBe(2);
    expect(fitScale(128, 256, 200, 256)).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { livePlaylist, liveWindow, SEGMENT_SECONDS, WINDOW_SEGMENTS } from './live-window';

const SEGMENT_MS = SEGMENT_SECONDS * 1000;
const LOOP = 6;

describe('the live window of a looping camera stream', () => {
  it('lists the five newest segments, numbered by the 2 s since 1970', () => {
    const window = liveWindow(1_000 * SEGMENT_MS + 1_500, LOOP);
    expect(window.mediaSequence).toBe(996);
    expect(window.segments.map((segment) => segment.sequence)).toEqual([996, 997, 998, 999, 1000]);
    expect(window.segments.map((segment) => segment.file)).toEqual([0, 1, 2, 3, 4]);
  });

  it('slides by one segment every 2 s, a segment keeping its number and file', () => {
    const before = liveWindow(500 * SEGMENT_MS + SEGMENT_MS - 1, LOOP);
    const after = liveWindow(501 * SEGMENT_MS, LOOP);
    expect(after.mediaSequence).toBe(before.mediaSequence + 1);
    expect(after.segments.slice(0, -1).map((segment) => [segment.sequence, segment.file])).toEqual(
      before.segments.slice(1).map((segment) => [segment.sequence, segment.file]),
    );
  });

  it('marks a discontinuity where the loop starts again after a listed segment', () => {
    // Segments 10 to 14 play files 4, 5, 0, 1, 2: the loop starts again at 12.
    const window = liveWindow(14 * SEGMENT_MS, LOOP);
    expect(window.segments).toEqual([
      { sequence: 10, file: 4, discontinuity: false },
      { sequence: 11, file: 5, discontinuity: false },
      { sequence: 12, file: 0, discontinuity: true },
      { sequence: 13, file: 1, discontinuity: false },
      { sequence: 14, file: 2, discontinuity: false },
    ]);
    expect(window.discontinuitySequence).toBe(1);
    // Listed first, segment 12 is numbered by the discontinuity sequence alone.
    const later = liveWindow(16 * SEGMENT_MS, LOOP);
    expect(later.segments[0]).toEqual({ sequence: 12, file: 0, discontinuity: false });
    expect(later.discontinuitySequence).toBe(2);
  });

  it('gives every segment the same discontinuity sequence number in every window that lists it', () => {
    const since = 1_000_000 * SEGMENT_MS + 700;
    // As a player counts: the playlist's number for its first segment, one more after each tag.
    const numbered = new Map<number, number>();
    for (let step = 0; step < 40; step++) {
      const window = liveWindow(since + step * SEGMENT_MS, LOOP, since);
      let current = window.discontinuitySequence - 1;
      for (const [index, segment] of window.segments.entries()) {
        if (index === 0 || segment.discontinuity) current++;
        expect(numbered.get(segment.sequence) ?? current, `segment ${segment.sequence}`).toBe(current);
        numbered.set(segment.sequence, current);
        expect(segment.discontinuity).toBe(index > 0 && segment.file === 0);
      }
    }
    expect(numbered.size).toBe(40 + WINDOW_SEGMENTS - 1);
  });

  it('counts discontinuities from the pass of the loop the streams began in, keeping the numbers small', () => {
    const since = Date.parse('2026-01-01T00:00:00Z');
    expect(liveWindow(since, LOOP, since).discontinuitySequence).toBe(0);
    const dayLater = liveWindow(since + 86_400_000, LOOP, since);
    expect(dayLater.mediaSequence).toBeGreaterThan(800_000_000);
    // A day of 12 s passes.
    expect(dayLater.discontinuitySequence).toBeGreaterThanOrEqual(7199);
    expect(dayLater.discontinuitySequence).toBeLessThanOrEqual(7200);
  });

  it('starts at segment 0 before there are five', () => {
    const window = liveWindow(SEGMENT_MS, LOOP);
    expect(window.mediaSequence).toBe(0);
    expect(window.discontinuitySequence).toBe(0);
    expect(window.segments).toHaveLength(WINDOW_SEGMENTS);
  });

  it('writes a live version 3 playlist of plain segment names, without an end', () => {
    const text = livePlaylist(liveWindow(14 * SEGMENT_MS, LOOP));
    expect(text).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:3',
        '#EXT-X-TARGETDURATION:2',
        '#EXT-X-MEDIA-SEQUENCE:10',
        '#EXT-X-DISCONTINUITY-SEQUENCE:1',
        '#EXTINF:2.000,',
        'seg10.ts',
        '#EXTINF:2.000,',
        'seg11.ts',
        '#EXT-X-DISCONTINUITY',
        '#EXTINF:2.000,',
        'seg12.ts',
        '#EXTINF:2.000,',
        'seg13.ts',
        '#EXTINF:2.000,',
        'seg14.ts',
        '',
      ].join('\n'),
    );
  });
});

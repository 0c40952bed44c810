/** Seconds of video in each segment of the loop (how the shipped files were cut). */
export const SEGMENT_SECONDS = 2;
/** Segments a playlist lists: a player starts about three from the newest, and has room to spare. */
export const WINDOW_SEGMENTS = 5;

export interface LiveSegment {
  /** The media sequence number: the segment that began this many segment lengths after 1970. */
  sequence: number;
  /** The file of the loop it plays. */
  file: number;
  /** The loop starts again here, after the listed segment before it: the time stamps jump back. */
  discontinuity: boolean;
}

export interface LiveWindow {
  mediaSequence: number;
  /** The discontinuity sequence number of the first listed segment. */
  discontinuitySequence: number;
  segments: LiveSegment[];
}

/**
 * The segments a live playlist lists at `now` (ms) for a loop of `loopLength` files, for streams
 * that began at `since` (ms). Segment N plays file N mod loopLength, so a player that comes back
 * later finds the same segment under the same number. Every wrap of the loop is a discontinuity:
 * segment N belongs to discontinuity sequence floor(N / loopLength) less the pass of the loop the
 * streams began in. Counted from 1970 instead (about 10^8), the numbers stall hls.js, which walks
 * an array indexed by them on every playlist it loads.
 */
export function liveWindow(now: number, loopLength: number, since = 0): LiveWindow {
  const first = firstSequence(now);
  const segments = Array.from({ length: WINDOW_SEGMENTS }, (_, index) => {
    const sequence = first + index;
    // The first listed segment's discontinuity is told by the discontinuity sequence alone.
    const discontinuity = index > 0 && sequence % loopLength === 0;
    return { sequence, file: sequence % loopLength, discontinuity };
  });
  const pass = (sequence: number) => Math.floor(sequence / loopLength);
  return {
    mediaSequence: first,
    discontinuitySequence: Math.max(0, pass(first) - pass(firstSequence(since))),
    segments,
  };
}

/** The name a playlist gives a segment: a plain file name beside it. */
export function segmentName(sequence: number): string {
  return `seg${sequence}.ts`;
}

/** The playlist of a window: live (no end), version 3, every segment beside it by its plain name. */
export function livePlaylist(window: LiveWindow): string {
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`,
    `#EXT-X-MEDIA-SEQUENCE:${window.mediaSequence}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${window.discontinuitySequence}`,
  ];
  for (const segment of window.segments) {
    if (segment.discontinuity) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${SEGMENT_SECONDS.toFixed(3)},`, segmentName(segment.sequence));
  }
  return `${lines.join('\n')}\n`;
}

/** The oldest of the segments listed at `now`, the newest being the one of the moment. */
function firstSequence(now: number): number {
  return Math.max(0, Math.floor(now / (SEGMENT_SECONDS * 1000)) - (WINDOW_SEGMENTS - 1));
}

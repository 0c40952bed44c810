import { describe, expect, it } from 'vitest';
import { encodeLiveFrame, LiveFrameReader } from './live-frames';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('the frames of a live stream', () => {
  it('carry the seq and the length big-endian before the data', () => {
    expect([...encodeLiveFrame(258, bytes(7, 8, 9))]).toEqual([0, 0, 1, 2, 0, 0, 0, 3, 7, 8, 9]);
  });

  it('are read back whole however the bytes were split, an empty one included', () => {
    const stream = new Uint8Array([
      ...encodeLiveFrame(0, bytes(1, 2, 3, 4)),
      ...encodeLiveFrame(1, bytes()),
      ...encodeLiveFrame(2, bytes(5)),
    ]);
    const reader = new LiveFrameReader();
    const read = [];
    for (let at = 0; at < stream.length; at += 5) read.push(...reader.push(stream.subarray(at, at + 5)));
    expect(read).toEqual([
      { seq: 0, bytes: bytes(1, 2, 3, 4) },
      { seq: 1, bytes: bytes() },
      { seq: 2, bytes: bytes(5) },
    ]);
    expect(reader.unfinished).toBe(0);
  });

  it('keep a frame cut short as unfinished', () => {
    const reader = new LiveFrameReader();
    expect(reader.push(encodeLiveFrame(4, bytes(1, 2, 3)).subarray(0, 9))).toEqual([]);
    expect(reader.unfinished).toBe(9);
  });
});

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cameraLoopDir } from './camera-loop';
import { type CameraStreams, startCameraStreams } from './camera-streams';
import { SEGMENT_SECONDS } from './live-window';

/**
 * The loop's window follows this fixed clock (segments 999 to 1003), the pattern's segments the
 * wall clock: the numbers a playlist lists tell which of the two a camera plays.
 */
const NOW = 1003 * SEGMENT_SECONDS * 1000 + 700;
/** A camera number with every character that means something to ffmpeg's filters. */
const ODD = "C'1: [a],b;c\\%{n}";
let streams: CameraStreams;

beforeAll(async () => {
  streams = await startCameraStreams({
    cameras: [ODD, 'C-2'],
    video: 'pattern',
    maxPatterns: 1,
    now: () => NOW,
  });
});

afterAll(async () => {
  await streams?.close();
});

async function playlistOf(code: string) {
  const answer = await fetch(streams.playlistUrl(code));
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
  const lines = (await answer.text()).trim().split('\n');
  return { lines, segments: lines.filter((line) => !line.startsWith('#')) };
}

/** Whole MPEG-TS: 188-byte packets, each beginning with the sync byte. */
function expectTransportStream(body: Buffer) {
  expect(body.length).toBeGreaterThan(0);
  expect(body.length % 188).toBe(0);
  for (let packet = 0; packet < body.length; packet += 188) expect(body[packet]).toBe(0x47);
}

describe('the camera streams with the live test pattern', () => {
  it("serve a watched camera ffmpeg's live pattern: a playlist of its own and MPEG-TS segments", async () => {
    expect(streams.video).toBe('pattern');
    expect(streams.text).toBe(true);
    const { lines, segments } = await playlistOf(ODD);
    expect(lines[0]).toBe('#EXTM3U');
    expect(lines).not.toContain('#EXT-X-ENDLIST');
    expect(segments.length).toBeGreaterThan(0);
    const first = Math.floor(Date.now() / (SEGMENT_SECONDS * 1000)) - 10;
    for (const name of segments) expect(Number(/^seg(\d+)\.ts$/.exec(name)?.[1])).toBeGreaterThan(first);
    expect(streams.patterns()).toEqual([ODD]);

    const base = streams.playlistUrl(ODD).replace(/index\.m3u8$/, '');
    const segment = await fetch(`${base}${segments[0]}`);
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/mp2t');
    expectTransportStream(Buffer.from(await segment.arrayBuffer()));
    // A segment the pattern no longer has, or never had, is not found.
    expect((await fetch(`${base}seg1003.ts`)).status).toBe(404);
  });

  it('serve the loop to a camera watched beyond the limit', async () => {
    const { segments } = await playlistOf('C-2');
    expect(segments).toEqual(['seg999.ts', 'seg1000.ts', 'seg1001.ts', 'seg1002.ts', 'seg1003.ts']);
    const answer = await fetch(streams.playlistUrl('C-2').replace('index.m3u8', 'seg1003.ts'));
    const expected = await readFile(path.join(cameraLoopDir(), 'segment-1.m2t'));
    expect(Buffer.from(await answer.arrayBuffer()).equals(expected)).toBe(true);
    expect(streams.patterns()).toEqual([ODD]);
  });

  it('serve the loop when ffmpeg cannot be found, as when it is not asked for', async () => {
    const own = await startCameraStreams({
      cameras: ['C-1'],
      video: 'pattern',
      ffmpegPath: '/nonexistent/ffmpeg',
    });
    try {
      expect(own.video).toBe('loop');
      const answer = await fetch(own.playlistUrl('C-1'));
      expect(await answer.text()).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:');
      expect(own.patterns()).toEqual([]);
    } finally {
      await own.close();
    }
  });
});

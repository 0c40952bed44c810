import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cameraLoopDir, readCameraLoop } from './camera-loop';
import { type CameraStreams, startCameraStreams } from './camera-streams';
import { SEGMENT_SECONDS } from './live-window';

/** A fixed moment: the newest segment is number 1003, which plays file 1003 mod 6 = 1. */
const NOW = 1003 * SEGMENT_SECONDS * 1000 + 700;
let streams: CameraStreams;

beforeAll(async () => {
  streams = await startCameraStreams({ cameras: ['HZ-XH-C1', 'HZ-XH-C2'], now: () => NOW });
});

afterAll(async () => {
  await streams?.close();
});

const base = () => `http://127.0.0.1:${streams.port}`;

describe('the shipped camera loop', () => {
  it('is a few MPEG-TS segments, well under a megabyte in all', async () => {
    const loop = await readCameraLoop();
    expect(loop.length).toBeGreaterThanOrEqual(3);
    expect(loop.reduce((sum, segment) => sum + segment.length, 0)).toBeLessThan(1_000_000);
    for (const segment of loop) {
      expect(segment.length % 188).toBe(0);
      for (let packet = 0; packet < segment.length; packet += 188) expect(segment[packet]).toBe(0x47);
    }
  });
});

describe('the camera streams of the simulator', () => {
  it('serves each camera a live playlist at its own address on this machine', async () => {
    expect(streams.playlistUrl('HZ-XH-C1')).toBe(`${base()}/camera/HZ-XH-C1/index.m3u8`);
    const answer = await fetch(streams.playlistUrl('HZ-XH-C1'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const lines = (await answer.text()).trim().split('\n');
    expect(lines[0]).toBe('#EXTM3U');
    expect(lines).toContain('#EXT-X-MEDIA-SEQUENCE:999');
    expect(lines).not.toContain('#EXT-X-ENDLIST');
    const segments = lines.filter((line) => !line.startsWith('#'));
    expect(segments).toEqual(['seg999.ts', 'seg1000.ts', 'seg1001.ts', 'seg1002.ts', 'seg1003.ts']);
    const other = await fetch(streams.playlistUrl('HZ-XH-C2'));
    expect(other.status).toBe(200);
    expect((await other.text()).trim().split('\n')).toEqual(lines);
  });

  it('serves a segment as video/mp2t, the loop file of its number', async () => {
    const answer = await fetch(`${base()}/camera/HZ-XH-C1/seg1003.ts`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('video/mp2t');
    const expected = await readFile(path.join(cameraLoopDir(), 'segment-1.m2t'));
    expect(Buffer.from(await answer.arrayBuffer()).equals(expected)).toBe(true);
    expect(Number(answer.headers.get('content-length'))).toBe(expected.length);
  });

  it('serves each camera a small JPEG still image of the loop', async () => {
    expect(streams.snapshotUrl('HZ-XH-C2')).toBe(`${base()}/camera/HZ-XH-C2/snapshot.jpg`);
    const answer = await fetch(streams.snapshotUrl('HZ-XH-C2'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/jpeg');
    const image = Buffer.from(await answer.arrayBuffer());
    expect([...image.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(image.length).toBeLessThan(40_000);
    expect(Number(answer.headers.get('content-length'))).toBe(image.length);
  });

  it('finds nothing for another camera, another file or another path', async () => {
    for (const wrong of [
      '/camera/HZ-XH-C9/index.m3u8',
      '/camera/HZ-XH-C9/snapshot.jpg',
      '/camera/HZ-XH-C1/snapshot.png',
      '/camera/HZ-XH-C1/seg12a.ts',
      '/camera/HZ-XH-C1/other.m3u8',
      '/camera/HZ-XH-C1/sub/seg1.ts',
      '/camera/%E0%A4%A/index.m3u8',
      '/camera/HZ-XH-C1',
      '/',
    ]) {
      expect((await fetch(`${base()}${wrong}`)).status, wrong).toBe(404);
    }
    expect((await fetch(streams.playlistUrl('HZ-XH-C1'), { method: 'POST' })).status).toBe(405);
  });

  it('stops answering once closed', async () => {
    const own = await startCameraStreams({ cameras: ['C-1'] });
    const url = own.playlistUrl('C-1');
    // Its body not read: the connection is still open when the streams close.
    expect((await fetch(url)).status).toBe(200);
    await own.close();
    await expect(fetch(url)).rejects.toThrow();
  });
});

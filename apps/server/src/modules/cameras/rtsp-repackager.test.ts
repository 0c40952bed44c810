import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../platform/errors';
import { RtspRepackager } from './rtsp-repackager';

const silent = pino({ level: 'silent' });
let clock = Date.parse('2026-11-26T08:00:00Z');
let source: Server;
let sourceDir: string;
let input: string;

/** A 20-second clip as HLS on a local HTTP server: what the conversion reads instead of a camera's RTSP. */
beforeAll(async () => {
  sourceDir = await mkdtemp(path.join(tmpdir(), 'repackager-source-'));
  await promisify(execFile)('ffmpeg', [
    ...[
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=160x120:rate=10',
      '-t',
      '20',
    ],
    ...['-c:v', 'libx264', '-g', '20', '-f', 'hls', '-hls_time', '2', '-hls_list_size', '0'],
    path.join(sourceDir, 'clip.m3u8'),
  ]);
  source = createServer(async (request, response) => {
    try {
      response.end(await readFile(path.join(sourceDir, path.basename(request.url ?? ''))));
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
  input = `http://127.0.0.1:${(source.address() as AddressInfo).port}/clip.m3u8`;
});
afterAll(async () => {
  await new Promise((resolve) => source.close(resolve));
  await rm(sourceDir, { recursive: true, force: true });
});

const refusalOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).ref?.key;
};

describe('a camera repackaged to HLS by ffmpeg', () => {
  it('says there is no ffmpeg when it cannot run', async () => {
    const none = new RtspRepackager('/nonexistent/ffmpeg', 4, silent);
    expect(await none.available()).toBe(false);
    expect(await refusalOf(none.admit(1))).toBe('camera.noFfmpeg');
    await none.close();
  });

  it('starts with the first request, serves its playlist and segments, and stops once nobody asks', async () => {
    const repackager = new RtspRepackager('ffmpeg', 1, silent, () => clock);
    try {
      const playlist = await repackager.file(7, input, 'index.m3u8');
      expect(playlist.kind).toBe('playlist');
      const text = playlist.kind === 'playlist' ? playlist.text : '';
      expect(text).toContain('#EXTM3U');
      const segment = text.split('\n').find((line) => /^seg\d+\.ts$/.test(line)) ?? '';
      const file = await repackager.file(7, input, segment);
      expect(file).toMatchObject({ kind: 'segment', contentType: 'video/mp2t' });
      expect(file.kind === 'segment' && file.length).toBeGreaterThan(1000);
      if (file.kind === 'segment') file.body.destroy();
      expect(await refusalOf(repackager.file(7, input, 'seg999.ts'))).toBe('error.notFound');

      // One conversion at most: another camera waits for room.
      expect(await refusalOf(repackager.admit(8))).toBe('camera.tooManyStreams');

      const segmentFolders = async () =>
        (await readdir(tmpdir())).filter((name) => name.startsWith('lamplighter-camera-7-'));
      expect(await segmentFolders()).toHaveLength(1);
      clock += 20_000;
      await repackager.stopIdle();
      expect(repackager.running()).toEqual([7]);
      clock += 11_000;
      await repackager.stopIdle();
      expect(repackager.running()).toEqual([]);
      expect(await segmentFolders()).toEqual([]);
      await repackager.admit(8);
    } finally {
      await repackager.close();
    }
  });

  it('says the stream cannot be reached when ffmpeg cannot open the camera', async () => {
    const repackager = new RtspRepackager('ffmpeg', 2, silent);
    try {
      expect(await refusalOf(repackager.file(9, 'http://127.0.0.1:9/none.m3u8', 'index.m3u8'))).toBe(
        'camera.streamUnavailable',
      );
      expect(repackager.running()).toEqual([]);
    } finally {
      await repackager.close();
    }
  });
});

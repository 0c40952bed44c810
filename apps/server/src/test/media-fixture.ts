import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { multipart } from './excel-fixture';
import type { TestApp } from './test-app';

/** A PNG of `width` × `height` in one colour. */
export function png(width: number, height: number, colour = '#3366cc'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/**
 * Bytes that start as a PNG and go on with `text`: taken by the library as an image (by its first
 * bytes) that no image reader can open, so without a thumbnail; a content of its own per text.
 */
export function pngLike(text: string): Buffer {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, Buffer.from(text.padEnd(64, '.'))]);
}

/** A WAV of `seconds` of silence, 8 kHz mono 8-bit: a sound any reader knows. */
export function wav(seconds: number): Buffer {
  const samples = Math.round(8000 * seconds);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, Buffer.alloc(samples, 0x80)]);
}

/** An MP4 of ffmpeg's test pattern, `seconds` long, written to `folder`: H.264 unless told. */
export async function mp4(
  folder: string,
  width: number,
  height: number,
  seconds: number,
  codec: 'libx264' | 'mpeg4' = 'libx264',
): Promise<string> {
  const file = path.join(folder, `pattern-${width}x${height}-${seconds}s-${codec}.mp4`);
  await promisify(execFile)('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=10`, '-t', String(seconds)],
    ...['-pix_fmt', 'yuv420p', '-c:v', codec, ...(codec === 'libx264' ? ['-preset', 'ultrafast'] : [])],
    ...['-movflags', '+faststart', file],
  ]);
  return file;
}

/** Uploads a file to the media library as `token`, into `folder` when given. */
export async function uploadMedia(
  t: TestApp,
  token: string,
  file: { name: string; data: Buffer } | undefined,
  folder?: string,
) {
  const { payload, contentType } = multipart(file);
  const answer = await t.app.inject({
    method: 'POST',
    url: `/prod-api/remote/media/upload${folder === undefined ? '' : `?folder=${encodeURIComponent(folder)}`}`,
    payload,
    headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
  });
  return { statusCode: answer.statusCode, body: answer.json() };
}

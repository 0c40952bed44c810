import { spawn } from 'node:child_process';
import type { FastifyBaseLogger } from 'fastify';
import { fail } from '../../platform/errors';
import { imageTypeOf } from './image-type';
import { redactAddresses } from './redact-addresses';
import { type Snapshot, type SnapshotLimits, snapshotTimeout, snapshotTooLarge } from './snapshot-fetch';

/** The widest still image taken from a stream; a narrower stream keeps its own width. */
const FRAME_WIDTH = 640;

/**
 * One frame of a camera's HLS or RTSP stream as a JPEG, taken by ffmpeg: at most `FRAME_WIDTH`
 * wide, within `timeoutMs` (ffmpeg is killed then), at most `maxBytes`. ffmpeg's own words, which
 * may quote the address and its password, are logged without them, and only when asked for
 * (debug): an unreachable camera is said to the caller, and would be said again on every refresh.
 */
export function grabFrame(
  ffmpegPath: string,
  input: string,
  limits: SnapshotLimits,
  log: FastifyBaseLogger,
): Promise<Snapshot> {
  // RTSP over TCP passes firewalls and loses nothing of the key frame the picture starts from.
  const source = /^rtsps?:/i.test(input) ? ['-rtsp_transport', 'tcp'] : [];
  const args = [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin', ...source, '-i', input],
    ...['-map', '0:v:0', '-frames:v', '1', '-vf', `scale='min(${FRAME_WIDTH},iw)':-2`],
    ...['-f', 'image2pipe', '-c:v', 'mjpeg', '-q:v', '4', 'pipe:1'],
  ];
  return new Promise((resolve, reject) => {
    const ffmpeg = spawn(ffmpegPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    let length = 0;
    let said = '';
    let refusal: Error | undefined;
    const stop = (why: Error) => {
      refusal ??= why;
      ffmpeg.kill('SIGKILL');
    };
    const timer = setTimeout(() => stop(snapshotTimeout(limits.timeoutMs)), limits.timeoutMs);
    ffmpeg.stdout.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (length > limits.maxBytes) stop(snapshotTooLarge(limits.maxBytes));
      else chunks.push(chunk);
    });
    ffmpeg.stderr.on('data', (chunk: Buffer) => {
      said = (said + chunk.toString('utf8')).slice(-300);
    });
    ffmpeg.on('error', () => stop(fail.conflict('camera.snapshotUnavailable')));
    ffmpeg.on('close', (code) => {
      clearTimeout(timer);
      const image = Buffer.concat(chunks);
      const contentType = imageTypeOf(image);
      if (!refusal && code === 0 && contentType) {
        resolve({ image, contentType });
        return;
      }
      log.debug({ code, ffmpeg: redactAddresses(said) }, 'camera frame not taken');
      reject(refusal ?? fail.conflict('camera.snapshotUnavailable'));
    });
  });
}

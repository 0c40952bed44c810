import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CAMERA_IDLE_SECONDS } from '@lamplighter/contract';
import { readCameraLoop, readCameraSnapshot } from './camera-loop';
import { livePlaylist, liveWindow } from './live-window';
import { patternFont, probeFfmpeg } from './pattern-command';
import { PatternEncoders } from './pattern-encoders';

/** What the cameras show: the shipped loop, or ffmpeg's live test pattern where it can be made. */
export type CameraVideo = 'loop' | 'pattern';

export interface CameraStreamsOptions {
  /** The camera numbers served, each under `/camera/<code>/`. */
  cameras: readonly string[];
  /** The clock the live window and the patterns' idle time follow (ms); the wall clock by default. */
  now?: () => number;
  /**
   * `loop` (the default): every camera plays the shipped loop, no process started. `pattern`: a
   * camera being watched plays a live test pattern ffmpeg makes with its number and the time on it,
   * and the loop whenever that cannot be (no ffmpeg, too many watched at once, ffmpeg failing).
   */
  video?: CameraVideo;
  /** The ffmpeg of the pattern: FFMPEG_PATH, else `ffmpeg` on the path. */
  ffmpegPath?: string;
  /** Patterns made at once (4 by default); a camera watched beyond them plays the loop. */
  maxPatterns?: number;
  /** How long after a camera's last request its pattern stops (ms, 30 s by default). */
  idleMs?: number;
  /** Told when a camera's pattern fails to start or ends by itself (it plays the loop meanwhile). */
  onProblem?: (code: string, problem: string) => void;
}

export interface CameraStreams {
  port: number;
  /** What the cameras show: `pattern` only when asked for and ffmpeg answered. */
  video: CameraVideo;
  /** Whether the pattern carries the camera's number and the time (a font and ffmpeg's drawtext were found). */
  text: boolean;
  /** The cameras whose pattern ffmpeg is making now. */
  patterns(): string[];
  /** Where a camera's live playlist is, e.g. `http://127.0.0.1:41234/camera/C-1/index.m3u8`. */
  playlistUrl(code: string): string;
  /** Where a camera's still image is, e.g. `http://127.0.0.1:41234/camera/C-1/snapshot.jpg`. */
  snapshotUrl(code: string): string;
  /** Stops listening, ends the connections still open, and stops every ffmpeg (removing its files). */
  close(): Promise<void>;
}

const HOST = '127.0.0.1';
const PATH = /^\/camera\/([^/]+)\/([^/]+)$/;
const SEGMENT = /^seg(\d{1,15})\.ts$/;
const SNAPSHOT = 'snapshot.jpg';

/**
 * The simulated cameras' live HLS streams on this machine only, at a free port: every camera
 * shows the shipped loop (or, asked for, ffmpeg's live test pattern while it is watched) as a live
 * stream of its own (`/camera/<code>/index.m3u8` and the `seg<N>.ts` it names) and a still image of
 * the loop (`/camera/<code>/snapshot.jpg`); anything else is not found.
 */
export async function startCameraStreams(options: CameraStreamsOptions): Promise<CameraStreams> {
  const ffmpegPath = options.ffmpegPath ?? process.env.FFMPEG_PATH ?? 'ffmpeg';
  const [loop, snapshot, tools] = await Promise.all([
    readCameraLoop(),
    readCameraSnapshot(),
    options.video === 'pattern' ? probeFfmpeg(ffmpegPath) : undefined,
  ]);
  const cameras = new Set(options.cameras);
  const now = options.now ?? Date.now;
  const since = now();
  const font = tools?.drawtext ? patternFont() : undefined;
  const patterns =
    tools &&
    new PatternEncoders({
      ffmpegPath,
      font,
      max: options.maxPatterns ?? 4,
      idleMs: options.idleMs ?? CAMERA_IDLE_SECONDS * 1000,
      now,
      ...(options.onProblem ? { onProblem: options.onProblem } : {}),
    });

  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const [, part, file] = PATH.exec(pathOf(request)) ?? [];
    const code = part === undefined ? '' : decoded(part);
    if (file === undefined || !cameras.has(code)) return notFound(response);
    if (file === 'index.m3u8') {
      const text = (await patterns?.playlist(code)) ?? livePlaylist(liveWindow(now(), loop.length, since));
      response.writeHead(200, {
        'content-type': 'application/vnd.apple.mpegurl',
        'cache-control': 'no-cache',
      });
      response.end(text);
      return;
    }
    if (file === SNAPSHOT) {
      response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': snapshot.length });
      response.end(snapshot);
      return;
    }
    const sequence = SEGMENT.exec(file)?.[1];
    if (sequence === undefined) return notFound(response);
    const made = (await patterns?.segment(code, file)) ?? 'loop';
    if (made === 'missing') return notFound(response);
    const body = made === 'loop' ? (loop[Number(sequence) % loop.length] as Buffer) : made.body;
    response.writeHead(200, { 'content-type': 'video/mp2t', 'content-length': body.length });
    response.end(body);
  };
  const server = createServer((request, response) => {
    answer(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    port,
    video: patterns ? 'pattern' : 'loop',
    text: patterns !== undefined && font !== undefined,
    patterns: () => patterns?.running() ?? [],
    playlistUrl: (code) => `http://${HOST}:${port}/camera/${encodeURIComponent(code)}/index.m3u8`,
    snapshotUrl: (code) => `http://${HOST}:${port}/camera/${encodeURIComponent(code)}/${SNAPSHOT}`,
    close: async () => {
      const closed = new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
      await Promise.all([closed, patterns?.close()]);
    },
  };
}

/** The path without its query; an absolute-form request URL matches no path of ours. */
function pathOf(request: IncomingMessage): string {
  return (request.url ?? '').split('?')[0] ?? '';
}

/** A percent-encoded path part as it was meant; an undecodable one matches no camera. */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return '';
  }
}

function notFound(response: ServerResponse): void {
  response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
}

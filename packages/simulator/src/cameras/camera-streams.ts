import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readCameraLoop, readCameraSnapshot } from './camera-loop';
import { livePlaylist, liveWindow } from './live-window';

export interface CameraStreamsOptions {
  /** The camera numbers served, each under `/camera/<code>/`. */
  cameras: readonly string[];
  /** The clock the live window follows (ms); the wall clock by default. */
  now?: () => number;
}

export interface CameraStreams {
  port: number;
  /** Where a camera's live playlist is, e.g. `http://127.0.0.1:41234/camera/C-1/index.m3u8`. */
  playlistUrl(code: string): string;
  /** Where a camera's still image is, e.g. `http://127.0.0.1:41234/camera/C-1/snapshot.jpg`. */
  snapshotUrl(code: string): string;
  /** Stops listening and ends the connections still open. */
  close(): Promise<void>;
}

const HOST = '127.0.0.1';
const PATH = /^\/camera\/([^/]+)\/([^/]+)$/;
const SEGMENT = /^seg(\d{1,15})\.ts$/;
const SNAPSHOT = 'snapshot.jpg';

/**
 * The simulated cameras' live HLS streams on this machine only, at a free port: every camera
 * shows the shipped loop as a live stream of its own (`/camera/<code>/index.m3u8` and the
 * `seg<N>.ts` it names) and a still image of it (`/camera/<code>/snapshot.jpg`); anything else is
 * not found.
 */
export async function startCameraStreams(options: CameraStreamsOptions): Promise<CameraStreams> {
  const [loop, snapshot] = await Promise.all([readCameraLoop(), readCameraSnapshot()]);
  const cameras = new Set(options.cameras);
  const now = options.now ?? Date.now;
  const since = now();

  const server = createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const [, code, file] = PATH.exec(pathOf(request)) ?? [];
    if (code === undefined || file === undefined || !cameras.has(decoded(code))) return notFound(response);
    if (file === 'index.m3u8') {
      response.writeHead(200, {
        'content-type': 'application/vnd.apple.mpegurl',
        'cache-control': 'no-cache',
      });
      response.end(livePlaylist(liveWindow(now(), loop.length, since)));
      return;
    }
    if (file === SNAPSHOT) {
      response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': snapshot.length });
      response.end(snapshot);
      return;
    }
    const sequence = SEGMENT.exec(file)?.[1];
    if (sequence === undefined) return notFound(response);
    const body = loop[Number(sequence) % loop.length] as Buffer;
    response.writeHead(200, { 'content-type': 'video/mp2t', 'content-length': body.length });
    response.end(body);
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
    playlistUrl: (code) => `http://${HOST}:${port}/camera/${encodeURIComponent(code)}/index.m3u8`,
    snapshotUrl: (code) => `http://${HOST}:${port}/camera/${encodeURIComponent(code)}/${SNAPSHOT}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
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

import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { fail } from '../../platform/errors';
import { isPlaylist, type StreamFile, segmentType } from './stream-file';

/** How long the platform waits for a camera's HLS server. */
const UPSTREAM_TIMEOUT_MS = 10_000;

/**
 * Files of a camera's own HLS stream, fetched for the browser: `index.m3u8` is the address the
 * camera was given, every other file sits beside it. The camera's address (and the password it
 * may hold) stays on the server.
 */
export async function upstreamFile(streamUrl: string, file: string): Promise<StreamFile> {
  const url = file === 'index.m3u8' ? new URL(streamUrl) : new URL(file, streamUrl);
  let answer: Response;
  try {
    answer = await fetch(url, { signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS), redirect: 'error' });
  } catch {
    throw fail.conflict('camera.streamUnavailable');
  }
  if (answer.status === 404) throw fail.notFound('stream file');
  if (!answer.ok || !answer.body) throw fail.conflict('camera.streamUnavailable');
  if (isPlaylist(file)) return { kind: 'playlist', text: await answer.text() };
  const length = Number(answer.headers.get('content-length'));
  return {
    kind: 'segment',
    body: Readable.fromWeb(answer.body as WebReadableStream<Uint8Array>),
    contentType: answer.headers.get('content-type') ?? segmentType(file),
    length: Number.isFinite(length) && length > 0 ? length : undefined,
  };
}

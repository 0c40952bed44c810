import { ApiError, fail } from '../../platform/errors';
import { type ImageType, imageTypeOf } from './image-type';

/** A camera's still image, its type told by its bytes. */
export interface Snapshot {
  image: Buffer;
  contentType: ImageType;
}

export interface SnapshotLimits {
  timeoutMs: number;
  maxBytes: number;
}

/** Bytes enough to tell an image's type (WebP's is at 8 to 12). */
const TYPE_BYTES = 12;

export const snapshotTimeout = (timeoutMs: number) =>
  fail.conflict('camera.snapshotTimeout', { seconds: Math.round(timeoutMs / 100) / 10 });
export const snapshotTooLarge = (maxBytes: number) =>
  fail.conflict('camera.snapshotTooLarge', { max: Math.round((maxBytes / 1_048_576) * 10) / 10 });

/**
 * A camera's address without its user and password (fetch refuses an address that holds them),
 * and the Basic authorization they make instead.
 */
export function splitCredentials(address: string): { url: URL; headers: Record<string, string> } {
  const url = new URL(address);
  if (url.username === '' && url.password === '') return { url, headers: {} };
  const credentials = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
  url.username = '';
  url.password = '';
  return { url, headers: { authorization: `Basic ${Buffer.from(credentials).toString('base64')}` } };
}

/**
 * A camera's still image from its snapshot address: within `timeoutMs` from asking to the last
 * byte, at most `maxBytes`, and a JPEG, PNG or WebP by its first bytes, whatever its content type
 * says. No redirect is followed: the camera's password goes to the camera only. Neither the
 * address nor its password is part of any refusal.
 */
export async function fetchSnapshot(address: string, limits: SnapshotLimits): Promise<Snapshot> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  try {
    const { url, headers } = splitCredentials(address);
    const answer = await fetch(url, {
      signal,
      redirect: 'error',
      headers: { accept: 'image/jpeg, image/png, image/webp', ...headers },
    });
    if (!answer.ok || !answer.body) {
      await answer.body?.cancel();
      throw fail.conflict('camera.snapshotRefused', { status: answer.status });
    }
    if (Number(answer.headers.get('content-length')) > limits.maxBytes) {
      await answer.body.cancel();
      throw snapshotTooLarge(limits.maxBytes);
    }
    return await readImage(answer.body, limits.maxBytes);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (signal.aborted) throw snapshotTimeout(limits.timeoutMs);
    throw fail.conflict('camera.snapshotUnavailable');
  }
}

/** The body whole, refused as soon as its first bytes are no image's or it grows past `maxBytes`. */
async function readImage(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Snapshot> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  let contentType: ImageType | undefined;
  // Leaving the loop early (a refusal) cancels the body: the rest is not downloaded.
  for await (const chunk of body) {
    chunks.push(chunk);
    length += chunk.length;
    if (length > maxBytes) throw snapshotTooLarge(maxBytes);
    if (contentType === undefined && length >= TYPE_BYTES) {
      contentType = imageTypeOf(Buffer.concat(chunks));
      if (contentType === undefined) throw fail.conflict('camera.snapshotNotImage');
    }
  }
  const image = Buffer.concat(chunks);
  contentType ??= imageTypeOf(image);
  if (contentType === undefined) throw fail.conflict('camera.snapshotNotImage');
  return { image, contentType };
}

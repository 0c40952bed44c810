import fs from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { byteRangeOf } from './byte-range';
import { fail } from './errors';

export interface SentFile {
  file: string;
  size: number;
  contentType: string;
}

/**
 * Sends a file whole, or the byte range the request asks for (206), so that a player can seek and
 * a device can take up a download where it broke off; a range past the end is refused (416).
 * The file is streamed from disk, never read whole. It is opened before any header is set (`headers`
 * among them): a file that cannot be opened (no file left free: `EMFILE`) is answered by the error
 * handler in JSON, not as a stream failing under the file's type and caching.
 */
export async function sendFileRange(
  request: FastifyRequest,
  reply: FastifyReply,
  sent: SentFile,
  headers: Record<string, string> = {},
): Promise<FastifyReply> {
  const range = byteRangeOf(request.headers.range, sent.size);
  if (range === 'unsatisfiable') throw fail.rangeNotSatisfiable('media.range', sent.size);
  const handle = await fs.open(sent.file, 'r');
  reply
    .headers(headers)
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff')
    .type(sent.contentType);
  if (!range) return reply.header('content-length', sent.size).send(handle.createReadStream());
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${sent.size}`)
    .header('content-length', range.end - range.start + 1)
    .send(handle.createReadStream({ start: range.start, end: range.end }));
}

import fs from 'node:fs';
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
 * The file is streamed from disk, never read whole.
 */
export function sendFileRange(request: FastifyRequest, reply: FastifyReply, sent: SentFile): FastifyReply {
  const range = byteRangeOf(request.headers.range, sent.size);
  if (range === 'unsatisfiable') throw fail.rangeNotSatisfiable('media.range', sent.size);
  reply.header('accept-ranges', 'bytes').header('x-content-type-options', 'nosniff').type(sent.contentType);
  if (!range) return reply.header('content-length', sent.size).send(fs.createReadStream(sent.file));
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${sent.size}`)
    .header('content-length', range.end - range.start + 1)
    .send(fs.createReadStream(sent.file, { start: range.start, end: range.end }));
}

import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzipAsync = promisify(gzip);

/**
 * Sends the map's points. They change when devices are added, moved or report a new state, and
 * belong to one caller: a browser keeps them but asks again each time, and an unchanged answer
 * costs a 304. Browsers that take gzip get it at the fastest level, in the thread pool: about half
 * the bytes for a few milliseconds (coordinates compress poorly, ids and states well).
 */
export async function sendPoints(request: FastifyRequest, reply: FastifyReply, body: Buffer) {
  const zipped = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  const hash = createHash('sha1').update(body).digest('base64url');
  const etag = `"${hash}${zipped ? '-gz' : ''}"`;
  reply.header('cache-control', 'private, no-cache').header('etag', etag).header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  reply.type('application/octet-stream');
  if (!zipped) return reply.send(body);
  return reply.header('content-encoding', 'gzip').send(await gzipAsync(body, { level: 1 }));
}

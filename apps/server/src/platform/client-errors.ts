import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type MessageKey, translate } from '@lamplighter/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

function refusal(status: number, key: MessageKey) {
  return { status, message: translate(key), data: null, key };
}

const byParserCode: Record<string, { status: number; key: MessageKey }> = {
  HPE_HEADER_OVERFLOW: { status: 431, key: 'error.headersTooLarge' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, key: 'error.timeout' },
};

/**
 * Requests that Node's HTTP parser refuses before Fastify sees them (headers over the size
 * limit, a malformed request line, a request that took too long) still get the platform's
 * `{status, message, data}` answer, then the connection closes: what follows on it cannot be
 * framed.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, key } = byParserCode[error.code ?? ''] ?? { status: 400, key: 'error.badRequest' };
  this.log.debug({ code: error.code }, 'request refused by the HTTP parser');
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(refusal(status, key));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * An `Expect` header other than `100-continue`: Node answers 417 with an empty body unless told
 * otherwise (`checkExpectation`); the platform answers it in the envelope.
 */
export function expectationFailed(_request: IncomingMessage, response: ServerResponse): void {
  const body = JSON.stringify(refusal(417, 'error.expectationFailed'));
  response.writeHead(417, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  });
  response.end(body);
}

/**
 * What Fastify's router refuses before a route runs: an address that does not decode (`/%zz`)
 * or a path segment over the parameter limit.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    const status = error.statusCode ?? 400;
    reply.code(status).send(refusal(status, 'error.malformedUrl'));
    return;
  }
  request.log.error({ err: error }, 'request failed before routing');
  reply.code(500).send(refusal(500, 'error.internal'));
}

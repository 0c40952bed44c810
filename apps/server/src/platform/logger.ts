import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import { loggableError } from './loggable-error';

/** The device API carries the device's access token as a path segment: logs show `***` instead. */
function withoutDeviceToken(path: string): string {
  return path.replace(/^\/api\/v1\/[^/]+/, '/api/v1/***');
}

/**
 * Request logs carry the method, the path without its query string (the seed sends a password
 * check as a query parameter) and the status; never a header or a path segment that carries a
 * credential. Errors are logged without the values of a failed statement.
 */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.refresh_token'],
      remove: true,
    },
    serializers: {
      err: loggableError,
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        path: withoutDeviceToken(request.url.split('?')[0] ?? ''),
        ip: request.ip,
      }),
    },
  };
}

/**
 * One line per request, written when it is answered: method, path, address, status and time, as
 * an access log has them. Fastify's default controller writes a second line when a request
 * arrives, which doubled the log's volume and its cost per request.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }

  /**
   * A streamed answer (an export) that failed once its status and first bytes were sent: the
   * connection is ended so that the client sees a broken download; the line says which request.
   * A client that went away is no failure of ours.
   */
  override streamError(error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply };
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') reply.log.info(line, 'stream closed prematurely');
    else reply.log.error({ ...line, err: error }, 'answer cut short after its first byte');
  }
}

import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/** The device API carries the device's access token as a path segment: logs show `***` instead. */
function withoutDeviceToken(path: string): string {
  return path.replace(/^\/api\/v1\/[^/]+/, '/api/v1/***');
}

/**
 * Request logs carry the method, the path without its query string (the seed sends a password
 * check as a query parameter) and the status; never a header or a path segment that carries a
 * credential.
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
 * an access log has them. Fastify's own request logging (turned off in the app's options) writes a
 * second line when a request arrives, which doubled the log's volume and its cost per request.
 */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
      'request completed',
    );
  });
}

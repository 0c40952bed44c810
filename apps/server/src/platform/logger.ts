import type { FastifyServerOptions } from 'fastify';

/**
 * Request logs carry the method, the path without its query string (the seed sends a password
 * check as a query parameter) and the status; never a header that carries a credential.
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
        path: request.url.split('?')[0],
        ip: request.ip,
      }),
    },
  };
}

import type { FastifyInstance } from 'fastify';
import { fail } from '../../platform/errors';
import { type CallerResolver, optionalCaller } from '../../platform/routes';
import { AttemptLimiter } from './attempt-limiter';

/**
 * Every call to a public endpoint that carries no valid access token counts against its address:
 * past `perMinute` in a minute the address gets 429 until its oldest call leaves the minute.
 */
export function limitPublicCalls(
  app: FastifyInstance,
  resolve: CallerResolver,
  perMinute: number,
  now: () => number = Date.now,
): void {
  const limiter = new AttemptLimiter(perMinute, 60_000, now);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.access !== 'public') return;
    if (await optionalCaller(request, resolve).catch(() => undefined)) return;
    const wait = limiter.hit(request.ip);
    if (wait > 0) throw fail.tooFrequent(wait);
  });
}

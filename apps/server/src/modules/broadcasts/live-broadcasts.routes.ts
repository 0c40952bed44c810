import { endpoints, LIVE_CHUNK_MAX_BYTES } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { type CallerResolver, registerEndpoint } from '../../platform/routes';
import type { LiveBroadcastsService } from './live-broadcasts.service';

export function liveBroadcastRoutes(
  app: FastifyInstance,
  resolve: CallerResolver,
  live: LiveBroadcastsService,
): void {
  const api = endpoints.liveBroadcasts;
  registerEndpoint(app, resolve, api.start, async ({ caller, body, ip }) =>
    live.start(caller, body, { caller, ip }),
  );
  app.register(async (scope) => {
    // A piece is the body's bytes under whatever type the browser's recorder names them.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: LIVE_CHUNK_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    registerEndpoint(scope, resolve, api.chunk, async ({ caller, query, request }) =>
      live.chunk(caller, query, request.body as Buffer | undefined),
    );
  });
  registerEndpoint(app, resolve, api.stop, async ({ caller, body, ip }) =>
    live.stop(caller, body.sessionid, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.latency, async ({ caller, query }) =>
    live.latency(caller, query.sessionid),
  );
}

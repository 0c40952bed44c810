import { broadcastManifest, endpoints } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fail } from '../../platform/errors';
import { type CallerResolver, registerEndpoint } from '../../platform/routes';
import type { DeviceAuthenticator } from '../../transport/device-messages';
import type { BroadcastsService } from './broadcasts.service';
import type { TerminalsService } from './terminals.service';

export function broadcastRoutes(
  app: FastifyInstance,
  resolve: CallerResolver,
  services: { broadcasts: BroadcastsService; terminals: TerminalsService },
): void {
  const { broadcasts, terminals } = services;
  const api = endpoints.broadcasts;
  registerEndpoint(app, resolve, api.list, async ({ caller, query }) => [
    await broadcasts.list(caller, query),
  ]);
  registerEndpoint(app, resolve, api.get, async ({ caller, query }) => broadcasts.get(caller, query.id));
  registerEndpoint(app, resolve, api.add, async ({ caller, body, ip }) =>
    broadcasts.add(caller, body, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.cancel, async ({ caller, body, ip }) =>
    broadcasts.cancel(caller, body.ids, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.speech, async ({ caller, body, ip }) =>
    broadcasts.speak(caller, body, { caller, ip }),
  );
  registerEndpoint(app, resolve, endpoints.terminals.list, async ({ caller, query }) => [
    await terminals.list(caller, query),
  ]);
}

const deviceBroadcastParams = z.object({ token: z.string(), id: z.string().regex(/^\d{1,9}$/) });

/**
 * The device API's broadcast manifest: `GET /api/v1/{token}/broadcast/{id}`, what a terminal told
 * `playBroadcast` fetches. Only a broadcast of the device's account or an account above it that
 * is not cancelled is there; an unknown token answers 401.
 */
export function deviceBroadcastRoutes(
  app: FastifyInstance,
  authenticate: DeviceAuthenticator,
  broadcasts: BroadcastsService,
): void {
  app.get(
    '/api/v1/:token/broadcast/:id',
    {
      schema: {
        summary: 'The manifest of a broadcast, for a broadcast terminal told to play it',
        tags: ['device API'],
        params: deviceBroadcastParams,
        response: { 200: broadcastManifest },
      },
    },
    async (request) => {
      const { token, id } = deviceBroadcastParams.parse(request.params);
      const device = await authenticate(token);
      if (!device) throw fail.invalidToken();
      return broadcasts.manifestFor(device.accountId, Number(id));
    },
  );
}

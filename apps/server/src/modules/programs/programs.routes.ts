import { currentProgram, endpoints, programManifest } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fail } from '../../platform/errors';
import { type CallerResolver, registerEndpoint } from '../../platform/routes';
import type { DeviceAuthenticator } from '../../transport/device-messages';
import type { ProgramDownloads } from './program-downloads';
import type { ProgramsService } from './programs.service';

export function programRoutes(
  app: FastifyInstance,
  resolve: CallerResolver,
  programs: ProgramsService,
  downloads: ProgramDownloads,
): void {
  const api = endpoints.programs;
  registerEndpoint(app, resolve, api.list, async ({ caller, query }) => [await programs.list(caller, query)]);
  registerEndpoint(app, resolve, api.get, async ({ caller, query }) => programs.get(caller, query.id));
  registerEndpoint(app, resolve, api.add, async ({ caller, body, ip }) =>
    programs.add(caller, body, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.update, async ({ caller, body, ip }) =>
    programs.update(caller, body, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.submit, async ({ caller, body, ip }) =>
    programs.submit(caller, body.id, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.withdraw, async ({ caller, body, ip }) =>
    programs.withdraw(caller, body.id, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.review, async ({ caller, body, ip }) =>
    programs.review(caller, body, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.publish, async ({ caller, body, ip }) =>
    programs.publish(caller, body, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.publishes, async ({ caller, query }) =>
    programs.publishes(caller, query.id),
  );
  registerEndpoint(app, resolve, api.downloads, async ({ caller, query }) =>
    downloads.of(caller, query.id, query.commandid),
  );
  registerEndpoint(app, resolve, api.delete, async ({ caller, query, ip }) =>
    programs.delete(caller, query.ids, { caller, ip }),
  );
}

const deviceProgramParams = z.object({ token: z.string(), id: z.string().regex(/^\d{1,9}$/) });

/**
 * The device API's program manifest: `GET /api/v1/{token}/program/{id}`, what a screen told to play
 * a program fetches. Only a published version of the device's account or an account above it is
 * there; anything else, like an unknown token, is not.
 */
export function deviceProgramRoutes(
  app: FastifyInstance,
  authenticate: DeviceAuthenticator,
  programs: ProgramsService,
) {
  app.get(
    '/api/v1/:token/program/current',
    {
      schema: {
        summary: 'The published version an LED screen last played, for a screen that lost its program',
        tags: ['device API'],
        params: z.object({ token: z.string() }),
        response: { 200: currentProgram },
      },
    },
    async (request) => {
      const { token } = request.params as { token: string };
      const device = await authenticate(token);
      if (!device) throw fail.invalidToken();
      return programs.currentFor(device);
    },
  );
  app.get(
    '/api/v1/:token/program/:id',
    {
      schema: {
        summary: 'The manifest of a published program, for an LED screen told to play it',
        tags: ['device API'],
        params: deviceProgramParams,
        response: { 200: programManifest },
      },
    },
    async (request) => {
      const { token, id } = deviceProgramParams.parse(request.params);
      const device = await authenticate(token);
      if (!device) throw fail.invalidToken();
      return programs.manifestFor(device.accountId, Number(id));
    },
  );
}

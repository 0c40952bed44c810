import { endpoints } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { type CallerResolver, registerEndpoint } from '../../platform/routes';
import type { CommandsService } from './commands.service';

export function commandRoutes(
  app: FastifyInstance,
  resolve: CallerResolver,
  commands: CommandsService,
): void {
  const api = endpoints.deviceCommand;
  registerEndpoint(app, resolve, api.send, async ({ caller, body, ip }) =>
    commands.send(caller, body, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.list, async ({ caller, query }) => commands.list(caller, query));
  registerEndpoint(app, resolve, api.detail, async ({ caller, query }) => commands.detail(caller, query.id));
  registerEndpoint(app, resolve, api.conflicts, async ({ caller, body }) => commands.conflicts(caller, body));
}

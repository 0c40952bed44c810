import { endpoints } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { type CallerResolver, registerEndpoint } from '../../platform/routes';
import type { WarningsService } from './warnings.service';

export function warningRoutes(
  app: FastifyInstance,
  resolve: CallerResolver,
  warnings: WarningsService,
): void {
  const api = endpoints.warning;
  registerEndpoint(app, resolve, api.list, async ({ caller, query }) => warnings.list(caller, query));
  registerEndpoint(app, resolve, api.read, async ({ caller, query }) => warnings.read(caller, query));
  registerEndpoint(app, resolve, api.unreadCount, async ({ caller }) => warnings.unreadCount(caller));
}

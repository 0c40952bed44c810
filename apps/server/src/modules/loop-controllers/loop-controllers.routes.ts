import { endpoints } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { type CallerResolver, registerEndpoint } from '../../platform/routes';
import type { LoopControllersService } from './loop-controllers.service';

export function loopControllerRoutes(
  app: FastifyInstance,
  resolve: CallerResolver,
  controllers: LoopControllersService,
): void {
  const api = endpoints.loopController;
  registerEndpoint(app, resolve, api.list, async ({ caller, query }) => controllers.list(caller, query));
  registerEndpoint(app, resolve, api.detail, async ({ caller, query }) =>
    controllers.detail(caller, query.id),
  );
  registerEndpoint(app, resolve, api.add, async ({ caller, body, ip }) =>
    controllers.add(caller, body, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.update, async ({ caller, body, ip }) =>
    controllers.update(caller, body, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.delete, async ({ caller, query, ip }) =>
    controllers.delete(caller, query.ids, { caller, ip }),
  );
}

import { endpoints } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { type CallerResolver, registerEndpoint } from '../../platform/routes';
import type { WallLayoutsService } from './wall-layouts.service';

export function wallLayoutRoutes(
  app: FastifyInstance,
  resolve: CallerResolver,
  layouts: WallLayoutsService,
): void {
  const api = endpoints.wallLayout;
  registerEndpoint(app, resolve, api.list, async ({ caller }) => layouts.list(caller));
  registerEndpoint(app, resolve, api.add, async ({ caller, body, ip }) =>
    layouts.add(caller, body, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.update, async ({ caller, body, ip }) =>
    layouts.update(caller, body, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.copy, async ({ caller, body, ip }) =>
    layouts.copy(caller, body, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.delete, async ({ caller, query, ip }) =>
    layouts.delete(caller, query.id, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.choose, async ({ caller, body, ip }) =>
    layouts.choose(caller, body.id, { caller, ip }),
  );
}

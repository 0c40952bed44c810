import { endpoints, permissionKeys } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { type CallerResolver, registerEndpoint } from '../../platform/routes';
import type { RolesService } from './roles.service';

export function roleRoutes(app: FastifyInstance, resolve: CallerResolver, roles: RolesService): void {
  const api = endpoints.role;
  registerEndpoint(app, resolve, api.list, async ({ caller, query }) => roles.list(caller, query));
  registerEndpoint(app, resolve, api.detail, async ({ caller, query }) => roles.detail(caller, query.id));
  registerEndpoint(app, resolve, api.permissions, async () => [...permissionKeys]);
  registerEndpoint(app, resolve, api.add, async ({ caller, body, ip }) =>
    roles.add(caller, body, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.update, async ({ caller, body, ip }) =>
    roles.update(caller, body.id, body, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.delete, async ({ caller, query, ip }) =>
    roles.delete(caller, query.ids, { caller, ip }),
  );
}

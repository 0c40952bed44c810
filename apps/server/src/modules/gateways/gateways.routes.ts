import { endpoints } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { type CallerResolver, registerEndpoint } from '../../platform/routes';
import type { GatewaysService } from './gateways.service';

export function gatewayRoutes(
  app: FastifyInstance,
  resolve: CallerResolver,
  gateways: GatewaysService,
): void {
  const api = endpoints.gateway;
  registerEndpoint(app, resolve, api.list, async ({ caller, query }) => gateways.list(caller, query));
  registerEndpoint(app, resolve, api.detail, async ({ caller, query }) => gateways.detail(caller, query.id));
  registerEndpoint(app, resolve, api.add, async ({ caller, body, ip }) =>
    gateways.add(caller, body, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.update, async ({ caller, body, ip }) =>
    gateways.update(caller, body, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.delete, async ({ caller, query, ip }) =>
    gateways.delete(caller, query.ids, { caller, ip }),
  );
}

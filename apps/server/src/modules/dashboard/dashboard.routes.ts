import { endpoints } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { type CallerResolver, registerEndpoint } from '../../platform/routes';
import type { DashboardService } from './dashboard.service';

export function dashboardRoutes(
  app: FastifyInstance,
  resolve: CallerResolver,
  dashboard: DashboardService,
): void {
  registerEndpoint(app, resolve, endpoints.dashboard.summary, async ({ caller }) =>
    dashboard.summary(caller),
  );
  registerEndpoint(app, resolve, endpoints.dashboard.energy, async ({ caller, query }) =>
    dashboard.energy(caller, query.utcoffset),
  );
}

import { endpoints } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { type CallerResolver, registerEndpoint } from '../../platform/routes';
import type { DashboardService } from './dashboard.service';

export function dashboardRoutes(
  app: FastifyInstance,
  resolve: CallerResolver,
  dashboard: DashboardService,
): void {
  // The service gives its kept answers again: each is serialized once (the summary's map is large).
  const kept = { keptAnswers: true };
  registerEndpoint(
    app,
    resolve,
    endpoints.dashboard.summary,
    async ({ caller }) => dashboard.summary(caller),
    kept,
  );
  registerEndpoint(
    app,
    resolve,
    endpoints.dashboard.energy,
    async ({ caller, query }) => dashboard.energy(caller, query.utcoffset),
    kept,
  );
}

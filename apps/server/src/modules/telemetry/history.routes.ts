import { endpoints } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { type CallerResolver, registerEndpoint } from '../../platform/routes';
import type { HistoryService } from './history.service';

export function historyRoutes(app: FastifyInstance, resolve: CallerResolver, history: HistoryService): void {
  registerEndpoint(app, resolve, endpoints.history.list, async ({ caller, query }) =>
    history.series(caller, query),
  );
}

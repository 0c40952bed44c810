import { endpoints } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { type CallerResolver, registerEndpoint } from '../../platform/routes';
import type { OutboxRepository } from './outbox.repository';

export function outboxRoutes(app: FastifyInstance, resolve: CallerResolver, outbox: OutboxRepository): void {
  registerEndpoint(app, resolve, endpoints.audit.outbox, async ({ caller, query }) =>
    outbox.list(caller, query),
  );
}

import { endpoints } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { type CallerResolver, registerEndpoint } from '../../platform/routes';
import type { AuditService } from './audit.service';

export function auditRoutes(app: FastifyInstance, resolve: CallerResolver, audit: AuditService): void {
  registerEndpoint(app, resolve, endpoints.audit.list, async ({ caller, query }) =>
    audit.list(caller, query),
  );
}

import type { FastifyInstance } from 'fastify';
import { refusedFields } from '../../platform/error-handler';
import { InvalidInput } from '../../platform/errors';
import { callerRefusedBeforeHandler } from '../../platform/routes';
import type { AuditService } from './audit.service';
import { failureDetail } from './audited';

/**
 * Audits a change that a signed-in caller was refused before its service ran: for a permission
 * the caller lacks or for input the schema refused. The action is the endpoint's own; the reason
 * names the fields and message keys, never the values sent. Once the handler runs, the service
 * audits the outcome itself.
 */
export function auditRefusedChanges(app: FastifyInstance, audit: AuditService): void {
  app.addHook('onError', async (request, _reply, error) => {
    const action = request.routeOptions.config.audit;
    const caller = callerRefusedBeforeHandler(request);
    if (!action || !caller || request.routeOptions.config.access === 'public') return;
    const fields = refusedFields(error, request);
    await audit.record(
      { caller, ip: request.ip },
      { action, result: 'failure', detail: failureDetail(fields ? new InvalidInput(fields) : error) },
    );
  });
}

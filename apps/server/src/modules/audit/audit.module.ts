import type { PlatformParts } from '../../platform/module-parts';
import { AuditRepository } from './audit.repository';
import { auditRoutes } from './audit.routes';
import { AuditService } from './audit.service';
import { auditRefusedChanges } from './refused-changes';

/** The audit log: every module records its changes through the service answered here. */
export function auditModule({ app, db, log, resolve }: PlatformParts): AuditService {
  const audit = new AuditService(new AuditRepository(db), log);
  auditRefusedChanges(app, audit);
  auditRoutes(app, resolve, audit);
  return audit;
}

import type { Actor } from '../../platform/caller';
import { ApiError } from '../../platform/errors';
import type { AuditService } from './audit.service';

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId?: number | string;
  /** Extra facts; keys naming a code, token or password are dropped by the audit service. */
  detail?: Record<string, unknown>;
}

export interface AuditedOutcome<T> {
  result: T;
  /** Known only once the change ran, e.g. the id of a new row. */
  targetId?: number | string;
  detail?: Record<string, unknown>;
}

/**
 * Runs a change and writes its outcome to the audit log: success, or the refusal with its reason
 * (a foreign id, a taken name, a project that still holds devices, ...). Unexpected errors are
 * not the caller's doing and are left to the error handler and the server log.
 */
export async function audited<T>(
  audit: AuditService,
  actor: Actor,
  entry: AuditEntry,
  change: () => Promise<AuditedOutcome<T>>,
): Promise<T> {
  try {
    const { result, targetId, detail } = await change();
    await audit.record(actor, {
      ...entry,
      targetId: targetId ?? entry.targetId,
      ...(detail || entry.detail ? { detail: { ...entry.detail, ...detail } } : {}),
      result: 'success',
    });
    return result;
  } catch (error) {
    if (error instanceof ApiError) {
      await audit.record(actor, {
        ...entry,
        detail: { ...entry.detail, reason: error.message },
        result: 'failure',
      });
    }
    throw error;
  }
}

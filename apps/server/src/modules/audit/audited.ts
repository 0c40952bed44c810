import { translate } from '@lamplighter/contract';
import type { Actor } from '../../platform/caller';
import { sqlStateOf } from '../../platform/database-conflict';
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
 * Why a change failed, in words that carry no secret: a refusal's own message (a foreign id, a
 * taken name, a project that still holds devices, ...); for anything unexpected a generic reason
 * and the SQL state, never the error's text, which may quote the statement's values.
 */
function failureDetail(error: unknown): Record<string, string> {
  if (error instanceof ApiError) return { reason: error.message };
  const sqlstate = sqlStateOf(error);
  return { reason: translate('error.internal'), ...(sqlstate ? { sqlstate } : {}) };
}

/**
 * Runs a change and writes its outcome to the audit log: success, or failure for whatever reason
 * it failed. The entry is written after the change's own transaction has ended, so a rollback
 * never takes it along, and a failed write is logged by the audit service, never thrown: the
 * caller gets the change's own answer.
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
    await audit.record(actor, {
      ...entry,
      detail: { ...entry.detail, ...failureDetail(error) },
      result: 'failure',
    });
    throw error;
  }
}

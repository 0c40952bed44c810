import { type AuditAction, type AuditTargetType, translate } from '@lamplighter/contract';
import type { Actor } from '../../platform/caller';
import { sqlStateOf } from '../../platform/database-conflict';
import { ApiError, InvalidInput } from '../../platform/errors';
import type { AuditEvent, AuditService } from './audit.service';

export interface AuditEntry extends Pick<AuditEvent, 'scopePath' | 'actorName'> {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId?: number | string;
  /** Extra facts; keys naming a code, token or password are dropped by the audit service. */
  detail?: Record<string, unknown>;
  /**
   * Set by a change just before it refuses, when its answer keeps the true reason from the caller
   * (a sign-in answers "wrong username or password" for an unknown username too).
   */
  reason?: string;
}

export interface AuditedOutcome<T> {
  result: T;
  /** Known only once the change ran, e.g. the id of a new row. */
  targetId?: number | string;
  detail?: Record<string, unknown>;
}

/**
 * Why a change failed, in words that carry no secret: a refusal's own message (a foreign id, a
 * taken name, a project that still holds devices, ...), with the fields and message keys of
 * refused input (never their values, which may be passwords); for anything unexpected a generic
 * reason and the SQL state, never the error's text, which may quote the statement's values.
 */
export function failureDetail(error: unknown): Record<string, unknown> {
  if (error instanceof InvalidInput) {
    return { reason: error.message, fields: error.problems.map(({ field, key }) => ({ field, key })) };
  }
  if (error instanceof ApiError) return { reason: error.message };
  const sqlstate = sqlStateOf(error);
  return { reason: translate('error.internal'), ...(sqlstate ? { sqlstate } : {}) };
}

/**
 * Runs a change and writes its outcome to the audit log: success, or failure for whatever reason
 * it failed. The entry is written after the change's own transaction has ended, so a rollback
 * never takes it along, and a failed write is logged by the audit service, never thrown: the
 * caller gets the change's own answer. A change made signed out may fill in `scopePath` and
 * `actorName` of the entry once it knows the account concerned, failure or not.
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
      detail: { ...entry.detail, ...failureDetail(error), ...(entry.reason ? { reason: entry.reason } : {}) },
      result: 'failure',
    });
    throw error;
  }
}

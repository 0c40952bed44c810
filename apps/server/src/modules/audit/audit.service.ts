import type { AuditAction, AuditTargetType } from '@lamplighter/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor, Caller } from '../../platform/caller';
import type { AuditFilter, AuditRepository } from './audit.repository';

export interface AuditEvent {
  action: AuditAction;
  result: 'success' | 'failure';
  targetType?: AuditTargetType;
  targetId?: string | number;
  /** Extra facts; never a password, token or code. */
  detail?: Record<string, unknown>;
  /** Scope of the event when no caller is signed in (e.g. a failed sign-in of a known account). */
  scopePath?: string;
  actorName?: string;
}

const secretKeys = /pass|token|secret|code|hash|authorization/i;

function withoutSecrets(detail: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(detail).filter(([key]) => !secretKeys.test(key)));
}

/** Writes who did what, from where, with which result. A failed write is logged, never thrown. */
export class AuditService {
  constructor(
    private readonly repository: AuditRepository,
    private readonly log: FastifyBaseLogger,
  ) {}

  async record(actor: Actor, event: AuditEvent): Promise<void> {
    const caller = actor.caller;
    try {
      await this.repository.insert({
        actorId: caller?.accountId ?? null,
        actorName: caller?.username ?? event.actorName ?? '',
        scopePath: caller?.path ?? event.scopePath ?? '',
        ip: actor.ip,
        action: event.action,
        targetType: event.targetType ?? '',
        targetId: event.targetId === undefined ? '' : String(event.targetId),
        result: event.result,
        detail: withoutSecrets(event.detail ?? {}),
      });
    } catch (error) {
      this.log.error({ err: error, action: event.action }, 'audit entry could not be written');
    }
  }

  async list(caller: Caller, filter: AuditFilter) {
    const { rows, total } = await this.repository.list(caller, filter);
    const list = rows.map((row) => ({
      id: row.id,
      time: row.at.toISOString(),
      actorid: row.actorId,
      actorname: row.actorName,
      ip: row.ip,
      action: row.action,
      targettype: row.targetType,
      targetid: row.targetId,
      result: row.result,
      detail: row.detail,
    }));
    return [{ list, total }];
  }
}

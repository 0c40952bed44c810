import { and, count, desc, eq, like, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { startsWithPattern } from '../../db/like';
import type { Caller } from '../../platform/caller';
import { pathInSubtree } from '../../platform/scope';
import { auditLog } from './audit.table';

export type AuditRow = typeof auditLog.$inferInsert;

export interface AuditFilter {
  pagenum: number;
  pagesize: number;
  action?: string | undefined;
  result?: 'success' | 'failure' | undefined;
}

/**
 * The action named, or every action of an area: `device` and `device.` find `device.add` and
 * `device.command`, while `device.add` finds neither `device.addmany` nor `device.command`.
 */
function ofAction(action: string): SQL | undefined {
  const named = action.replace(/\.$/, '');
  return or(eq(auditLog.action, named), like(auditLog.action, startsWithPattern(`${named}.`)));
}

export class AuditRepository {
  constructor(private readonly db: Database) {}

  async insert(row: AuditRow): Promise<void> {
    await this.db.insert(auditLog).values(row);
  }

  async list(caller: Caller, filter: AuditFilter) {
    const conditions: (SQL | undefined)[] = [
      // Events tied to no account (a sign-in with an unknown username) are for top-level accounts.
      caller.parentId === null
        ? or(pathInSubtree(auditLog.scopePath, caller), eq(auditLog.scopePath, ''))
        : pathInSubtree(auditLog.scopePath, caller),
      filter.action ? ofAction(filter.action) : undefined,
      filter.result ? sql`${auditLog.result} = ${filter.result}` : undefined,
    ];
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(filter.pagesize)
        .offset((filter.pagenum - 1) * filter.pagesize),
      this.db.select({ value: count() }).from(auditLog).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  }
}

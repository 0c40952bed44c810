import type { WarningItem } from '@lamplighter/contract';
import { warningReason } from '@lamplighter/contract';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Caller } from '../../platform/caller';
import { accountInSubtree } from '../../platform/scope';
import { warningReads, warnings } from './warnings.table';

export type NewWarning = typeof warnings.$inferInsert;

/** Read state is per person: a warning is read for the caller when the caller has a read row. */
function readByCaller(caller: Caller): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${warningReads} where ${warningReads.warningId} = ${warnings.id} and ${warningReads.accountId} = ${caller.accountId})`;
}

export class WarningsRepository {
  constructor(private readonly db: Database) {}

  async insert(warning: NewWarning): Promise<number> {
    const [row] = await this.db.insert(warnings).values(warning).returning({ id: warnings.id });
    return row?.id ?? 0;
  }

  async list(caller: Caller, filter: { pagenum: number; pagesize: number; isread?: number | undefined }) {
    const isRead = readByCaller(caller);
    const where = and(
      accountInSubtree(warnings.accountId, caller),
      filter.isread === undefined ? undefined : filter.isread === 1 ? isRead : sql`not ${isRead}`,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ warning: warnings, isRead })
        .from(warnings)
        .where(where)
        .orderBy(desc(warnings.createdAt), desc(warnings.id))
        .limit(filter.pagesize)
        .offset((filter.pagenum - 1) * filter.pagesize),
      this.db.select({ value: count() }).from(warnings).where(where),
    ]);
    const list: WarningItem[] = rows.map(({ warning, isRead: read }) => ({
      id: warning.id,
      devicecode: warning.deviceCode,
      devicetype: warning.deviceType,
      projectname: warning.projectName,
      groupname: warning.groupName,
      runstate: warning.runState,
      loadstate: warning.loadState,
      batterystate: warning.batteryState,
      reason: warningReason(warning.loadState, warning.batteryState),
      createtime: warning.createdAt.toISOString(),
      isread: read ? 1 : 0,
    }));
    return { list, total: total?.value ?? 0 };
  }

  async unreadCount(caller: Caller): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(warnings)
      .where(and(accountInSubtree(warnings.accountId, caller), sql`not ${readByCaller(caller)}`));
    return row?.value ?? 0;
  }

  /** Marks one warning of the subtree read for the caller; false when it is not in the subtree. */
  async markRead(caller: Caller, id: number): Promise<boolean> {
    const [visible] = await this.db
      .select({ id: warnings.id })
      .from(warnings)
      .where(and(eq(warnings.id, id), accountInSubtree(warnings.accountId, caller)));
    if (!visible) return false;
    await this.db
      .insert(warningReads)
      .values({ warningId: id, accountId: caller.accountId })
      .onConflictDoNothing();
    return true;
  }

  /** Marks every warning of the subtree read for the caller, in one statement. */
  async markAllRead(caller: Caller): Promise<void> {
    await this.db.execute(sql`
      insert into ${warningReads} (warning_id, account_id)
      select ${warnings.id}, ${caller.accountId} from ${warnings}
      where ${accountInSubtree(warnings.accountId, caller)}
      on conflict do nothing`);
  }
}

import type { WarningItem, WarningKind } from '@lamplighter/contract';
import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Caller } from '../../platform/caller';
import { accountInSubtree } from '../../platform/scope';
import { warningFields } from './warning-fields';
import { warningReads, warnings } from './warnings.table';

export type NewWarning = typeof warnings.$inferInsert;

export interface WarningFilter {
  pagenum: number;
  pagesize: number;
  isread?: number | undefined;
  devicecode?: string | undefined;
  open?: number | undefined;
}

/** An episode that has not ended, as the rules compare it with what holds now. */
export interface OpenEpisode {
  id: number;
  deviceId: number;
  accountId: number;
  deviceCode: string;
  kind: WarningKind;
  episode: string;
  reason: string;
}

const episodeColumns = {
  id: warnings.id,
  deviceId: sql<number>`${warnings.deviceId}`,
  accountId: warnings.accountId,
  deviceCode: warnings.deviceCode,
  kind: sql<WarningKind>`${warnings.kind}`,
  episode: warnings.episode,
  reason: warnings.reason,
};

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

  /**
   * Opens episodes in one statement; one that is already open for its device and kind (another
   * process was quicker) is left as it is. Answers those opened.
   */
  async open(rows: NewWarning[]): Promise<OpenEpisode[]> {
    if (rows.length === 0) return [];
    return (await this.db
      .insert(warnings)
      .values(rows)
      .onConflictDoNothing()
      .returning(episodeColumns)) as OpenEpisode[];
  }

  /** The open episodes of some devices. */
  async openOf(deviceIds: number[]): Promise<OpenEpisode[]> {
    if (deviceIds.length === 0) return [];
    return (await this.db
      .select(episodeColumns)
      .from(warnings)
      .where(and(inArray(warnings.deviceId, deviceIds), isNull(warnings.clearedAt)))) as OpenEpisode[];
  }

  /** Ends episodes at `at`, in one statement. */
  async clear(ids: number[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .update(warnings)
      .set({ clearedAt: at })
      .where(and(inArray(warnings.id, ids), isNull(warnings.clearedAt)));
  }

  async list(caller: Caller, filter: WarningFilter) {
    const isRead = readByCaller(caller);
    const where = and(
      accountInSubtree(warnings.accountId, caller),
      filter.isread === undefined ? undefined : filter.isread === 1 ? isRead : sql`not ${isRead}`,
      filter.devicecode === undefined ? undefined : eq(warnings.deviceCode, filter.devicecode),
      filter.open === undefined
        ? undefined
        : filter.open === 1
          ? isNull(warnings.clearedAt)
          : isNotNull(warnings.clearedAt),
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
      ...warningFields(warning),
      groupname: warning.groupName,
      clearedtime: warning.clearedAt?.toISOString() ?? null,
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

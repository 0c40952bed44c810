import type {
  AfterSale,
  AfterSaleAttachment,
  AfterSaleEvent,
  AfterSaleFilter,
  AfterSaleOpenSummary,
  AfterSalePriority,
} from '@lamplighter/contract';
import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like';
import { rowsOf } from '../../db/rows-of';
import { type CacheInvalidation, invalidationInThisProcess } from '../../platform/cache-invalidation';
import type { Caller } from '../../platform/caller';
import { CountCache } from '../../platform/count-cache';
import { accountInSubtree } from '../../platform/scope';
import { accounts } from '../accounts/accounts.table';
import { devices } from '../devices/devices.table';
import { projects } from '../projects/projects.table';
import { warnings } from '../warnings/warnings.table';
import { afterSaleAttachments, afterSaleEvents, afterSales } from './after-sales.table';

export type StoredAfterSale = typeof afterSales.$inferSelect;
export type NewAfterSale = Omit<typeof afterSales.$inferInsert, 'id' | 'code'>;
export type NewAfterSaleEvent = Omit<typeof afterSaleEvents.$inferInsert, 'id' | 'createdAt'>;
export type StoredAttachment = typeof afterSaleAttachments.$inferSelect;

const iso = (value: Date | null) => (value ? value.toISOString() : '');

export function presentAfterSale(row: StoredAfterSale, attachments: number): AfterSale {
  return {
    id: row.id,
    aftersaleCode: row.code,
    projectId: row.projectId,
    projectCode: row.projectId === null ? '' : String(row.projectId),
    projectName: row.projectName,
    deviceId: row.deviceId,
    deviceCode: row.deviceCode,
    deviceName: row.deviceName,
    description: row.description,
    status: row.status as AfterSale['status'],
    type: row.type as AfterSale['type'],
    priority: row.priority as AfterSale['priority'],
    createUser: row.creatorName,
    createTime: row.createdAt.toISOString(),
    handleUserId: row.handlerId,
    handleUser: row.handlerName,
    handleTime: iso(row.handledAt),
    remark: row.remark,
    attachments,
    faultCount: row.faultCount,
    faultReason: row.faultReason,
    verification: row.verification as AfterSale['verification'],
    updateTime: row.updatedAt.toISOString(),
  };
}

export function presentAttachment(row: StoredAttachment): AfterSaleAttachment {
  return {
    id: row.id,
    filename: row.fileName,
    contenttype: row.contentType,
    size: row.size,
    image: row.hasThumbnail,
    uploader: row.uploaderName,
    uploadtime: row.createdAt.toISOString(),
  };
}

const attachmentCount = sql<number>`(select count(*)::int from ${afterSaleAttachments} where ${afterSaleAttachments.afterSaleId} = ${afterSales.id})`;

/** The day after `day` (YYYY-MM-DD) at midnight UTC: "created to" includes the whole day. */
function dayAfter(day: string): Date {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/** Tickets of the caller's subtree only: a foreign id finds nothing. */
export class AfterSalesRepository {
  /**
   * Counts of list views, forgotten in every process once a change of the tickets is committed (a
   * count made while it was under way would keep the old total).
   */
  private readonly counts = new CountCache();
  private readonly forgetCounts: () => void;

  constructor(
    private readonly db: Database,
    invalidation: CacheInvalidation = invalidationInThisProcess(),
  ) {
    this.forgetCounts = invalidation.register('after-sales-counts', () => this.counts.clear());
  }

  /** A ticket is seen by its owner's subtree, and by its handler's, who may sit elsewhere below the assigner. */
  private scoped(caller: Caller, ...conditions: (SQL | undefined)[]) {
    return and(
      or(accountInSubtree(afterSales.accountId, caller), accountInSubtree(afterSales.handlerId, caller)),
      ...conditions,
    );
  }

  private filtered(caller: Caller, filter: Omit<AfterSaleFilter, 'pagenum' | 'pagesize'>) {
    const keyword = filter.keyword ? containsPattern(filter.keyword) : undefined;
    return this.scoped(
      caller,
      filter.projectid ? eq(afterSales.projectId, filter.projectid) : undefined,
      filter.deviceid ? eq(afterSales.deviceId, filter.deviceid) : undefined,
      filter.status ? eq(afterSales.status, filter.status) : undefined,
      filter.type ? eq(afterSales.type, filter.type) : undefined,
      filter.priority ? eq(afterSales.priority, filter.priority) : undefined,
      filter.handlerid ? eq(afterSales.handlerId, filter.handlerid) : undefined,
      filter.createdfrom ? gte(afterSales.createdAt, new Date(`${filter.createdfrom}T00:00:00Z`)) : undefined,
      filter.createdto ? lt(afterSales.createdAt, dayAfter(filter.createdto)) : undefined,
      keyword
        ? or(
            ilike(afterSales.code, keyword),
            ilike(afterSales.deviceCode, keyword),
            ilike(afterSales.deviceName, keyword),
            ilike(afterSales.description, keyword),
          )
        : undefined,
    );
  }

  async list(caller: Caller, filter: AfterSaleFilter): Promise<{ list: AfterSale[]; total: number }> {
    const where = this.filtered(caller, filter);
    const { pagenum: _pagenum, pagesize: _pagesize, ...counted } = filter;
    const [rows, total] = await Promise.all([
      this.db
        .select({ row: afterSales, attachments: attachmentCount })
        .from(afterSales)
        .where(where)
        .orderBy(desc(afterSales.createdAt), desc(afterSales.id))
        .limit(filter.pagesize)
        .offset((filter.pagenum - 1) * filter.pagesize),
      this.counts.get(JSON.stringify([caller.path, caller.accountId, counted]), async () => {
        const [found] = await this.db.select({ value: count() }).from(afterSales).where(where);
        return found?.value ?? 0;
      }),
    ]);
    return { list: rows.map(({ row, attachments }) => presentAfterSale(row, attachments)), total };
  }

  async exportRows(caller: Caller, filter: Omit<AfterSaleFilter, 'pagenum' | 'pagesize'>, limit: number) {
    const rows = await this.db
      .select({ row: afterSales, attachments: attachmentCount })
      .from(afterSales)
      .where(this.filtered(caller, filter))
      .orderBy(desc(afterSales.createdAt), desc(afterSales.id))
      .limit(limit);
    return rows.map(({ row, attachments }) => presentAfterSale(row, attachments));
  }

  async find(caller: Caller, id: number): Promise<StoredAfterSale | undefined> {
    const [row] = await this.db
      .select()
      .from(afterSales)
      .where(this.scoped(caller, eq(afterSales.id, id)));
    return row;
  }

  async findMany(caller: Caller, ids: number[]): Promise<StoredAfterSale[]> {
    return this.db
      .select()
      .from(afterSales)
      .where(this.scoped(caller, inArray(afterSales.id, ids)));
  }

  /** Stores a ticket with its readable code (AS-day-number) and its first history entry. */
  async insert(
    ticket: NewAfterSale,
    event: Omit<NewAfterSaleEvent, 'afterSaleId'>,
  ): Promise<StoredAfterSale> {
    const stored = await this.db.transaction(async (tx) => {
      const [next] = rowsOf<{ id: string }>(
        await tx.execute(sql`select nextval(pg_get_serial_sequence('after_sales', 'id'))::text as id`),
      );
      const id = Number(next?.id);
      const code = `AS-${new Date().toISOString().slice(0, 10).replaceAll('-', '')}-${String(id).padStart(4, '0')}`;
      const [row] = await tx
        .insert(afterSales)
        .values({ ...ticket, id, code })
        .returning();
      if (!row) throw new Error('after-sales insert returned nothing');
      await tx.insert(afterSaleEvents).values({ ...event, afterSaleId: id });
      return row;
    });
    this.forgetCounts();
    return stored;
  }

  /** Changes a ticket and records what happened, in one transaction. */
  async change(
    id: number,
    patch: Partial<typeof afterSales.$inferInsert>,
    event: Omit<NewAfterSaleEvent, 'afterSaleId'>,
  ): Promise<StoredAfterSale> {
    const stored = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(afterSales)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(afterSales.id, id))
        .returning();
      if (!row) throw new Error(`after-sales ticket ${id} vanished`);
      await tx.insert(afterSaleEvents).values({ ...event, afterSaleId: id });
      return row;
    });
    this.forgetCounts();
    return stored;
  }

  async record(event: NewAfterSaleEvent): Promise<void> {
    await this.db.insert(afterSaleEvents).values(event);
  }

  async history(id: number): Promise<AfterSaleEvent[]> {
    const rows = await this.db
      .select()
      .from(afterSaleEvents)
      .where(eq(afterSaleEvents.afterSaleId, id))
      .orderBy(afterSaleEvents.id);
    return rows.map((row) => ({
      id: row.id,
      action: row.action as AfterSaleEvent['action'],
      fromstatus: row.fromStatus,
      tostatus: row.toStatus,
      actor: row.actorName,
      remark: row.remark,
      detail: row.detail,
      time: row.createdAt.toISOString(),
    }));
  }

  /** Deletes tickets; answers the storage keys of their files, for the caller to remove. */
  async delete(ids: number[]): Promise<string[]> {
    const keys = await this.db.transaction(async (tx) => {
      const files = await tx
        .select({ key: afterSaleAttachments.storageKey })
        .from(afterSaleAttachments)
        .where(inArray(afterSaleAttachments.afterSaleId, ids));
      await tx.delete(afterSales).where(inArray(afterSales.id, ids));
      return files.map((file) => file.key);
    });
    this.forgetCounts();
    return keys;
  }

  async attachments(afterSaleId: number): Promise<StoredAttachment[]> {
    return this.db
      .select()
      .from(afterSaleAttachments)
      .where(eq(afterSaleAttachments.afterSaleId, afterSaleId))
      .orderBy(afterSaleAttachments.id);
  }

  async attachmentCount(afterSaleId: number): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(afterSaleAttachments)
      .where(eq(afterSaleAttachments.afterSaleId, afterSaleId));
    return row?.value ?? 0;
  }

  /**
   * Stores an attachment unless the ticket holds `max` already; the count and the insert are one
   * statement, so two uploads at once cannot both take the last place.
   */
  async attach(
    attachment: Omit<typeof afterSaleAttachments.$inferInsert, 'id' | 'createdAt'>,
    max: number,
  ): Promise<StoredAttachment | undefined> {
    return this.db.transaction(async (tx) => {
      await tx.execute(
        sql`select 1 from ${afterSales} where ${afterSales.id} = ${attachment.afterSaleId} for update`,
      );
      const [held] = await tx
        .select({ value: count() })
        .from(afterSaleAttachments)
        .where(eq(afterSaleAttachments.afterSaleId, attachment.afterSaleId));
      if ((held?.value ?? 0) >= max) return undefined;
      const [row] = await tx.insert(afterSaleAttachments).values(attachment).returning();
      return row;
    });
  }

  /** An attachment of a ticket the caller may see. */
  async findAttachment(caller: Caller, id: number) {
    const [row] = await this.db
      .select({ attachment: afterSaleAttachments, ticket: afterSales })
      .from(afterSaleAttachments)
      .innerJoin(afterSales, eq(afterSales.id, afterSaleAttachments.afterSaleId))
      .where(this.scoped(caller, eq(afterSaleAttachments.id, id)));
    return row;
  }

  async detach(id: number): Promise<void> {
    await this.db.delete(afterSaleAttachments).where(eq(afterSaleAttachments.id, id));
  }

  /** A device of the caller's subtree, with its owner and project, for a new ticket. */
  async device(caller: Caller, deviceId: number) {
    const [row] = await this.db
      .select({
        id: devices.id,
        code: devices.code,
        name: devices.name,
        accountId: devices.accountId,
        projectId: devices.projectId,
        projectName: sql<string>`coalesce(${projects.name}, '')`,
      })
      .from(devices)
      .leftJoin(projects, eq(projects.id, devices.projectId))
      .where(and(eq(devices.id, deviceId), accountInSubtree(devices.accountId, caller)));
    return row;
  }

  async project(caller: Caller, projectId: number) {
    const [row] = await this.db
      .select({ id: projects.id, name: projects.name, accountId: projects.accountId })
      .from(projects)
      .where(and(eq(projects.id, projectId), accountInSubtree(projects.accountId, caller)));
    return row;
  }

  /**
   * The device's warnings since its last completed ticket (all of them before its first), and the
   * newest few, newest first, for their reasons.
   */
  async faultsSinceLastTicket(deviceId: number) {
    const since = sql`coalesce((select max(${afterSales.completedAt}) from ${afterSales} where ${afterSales.deviceId} = ${deviceId} and ${afterSales.status} = 'completed'), '-infinity'::timestamptz)`;
    const where = and(eq(warnings.deviceId, deviceId), sql`${warnings.createdAt} > ${since}`);
    const [[total], newest] = await Promise.all([
      this.db.select({ value: count() }).from(warnings).where(where),
      this.db
        .select({
          kind: warnings.kind,
          reason: warnings.reason,
          runstate: warnings.runState,
          loadstate: warnings.loadState,
          batterystate: warnings.batteryState,
        })
        .from(warnings)
        .where(where)
        .orderBy(desc(warnings.createdAt))
        .limit(20),
    ]);
    return { count: total?.value ?? 0, newest };
  }

  /**
   * Completed device faults of these devices, completed since `since`, whose device warned again:
   * processing again, marked reopened, the event recorded with the device's reason. One statement
   * for all the devices; answers the tickets changed (none when another process did it first).
   */
  async reopenAfterFaults(reasons: Map<number, string>, since: Date): Promise<StoredAfterSale[]> {
    const reopened = await this.db.transaction(async (tx) => {
      const reopened = await tx
        .update(afterSales)
        .set({ status: 'processing', verification: 'reopened', completedAt: null, updatedAt: sql`now()` })
        .where(
          and(
            inArray(afterSales.deviceId, [...reasons.keys()]),
            eq(afterSales.type, 'deviceFault'),
            eq(afterSales.status, 'completed'),
            gte(afterSales.completedAt, since),
          ),
        )
        .returning();
      if (reopened.length > 0) {
        await tx.insert(afterSaleEvents).values(
          reopened.map((row) => ({
            afterSaleId: row.id,
            action: 'reopened',
            fromStatus: 'completed',
            toStatus: 'processing',
            detail: reasons.get(row.deviceId ?? 0) ?? '',
          })),
        );
      }
      return reopened;
    });
    if (reopened.length > 0) this.forgetCounts();
    return reopened;
  }

  /**
   * Completed device faults of before `completedBefore` whose device has reported since and raised
   * no warning: verified, the event recorded. One statement for all of them.
   */
  async verifyQuiet(completedBefore: Date): Promise<number> {
    const verified = rowsOf<{ id: number }>(
      await this.db.execute(sql`
        with quiet as (
          update after_sales a set verification = 'verified', updated_at = now()
          where a.type = 'deviceFault' and a.status = 'completed' and a.verification = ''
            and a.completed_at <= ${completedBefore.toISOString()}::timestamptz
            and exists (select 1 from device_presence p
              where p.device_id = a.device_id and p.last_seen_at > a.completed_at)
            and not exists (select 1 from warnings w
              where w.device_id = a.device_id and w.created_at > a.completed_at)
          returning a.id
        )
        insert into after_sale_events (after_sale_id, action)
        select id, 'verified' from quiet
        returning after_sale_id as id`),
    );
    if (verified.length > 0) this.forgetCounts();
    return verified.length;
  }

  /** Open tickets of the caller's subtree by priority and age, in one statement. */
  async openSummary(caller: Caller, now: Date): Promise<AfterSaleOpenSummary> {
    const day = new Date(now.getTime() - 86_400_000);
    const week = new Date(now.getTime() - 7 * 86_400_000);
    const rows = await this.db
      .select({
        priority: afterSales.priority,
        total: count(),
        day: sql<number>`count(*) filter (where ${afterSales.createdAt} > ${day.toISOString()}::timestamptz)::int`,
        week: sql<number>`count(*) filter (where ${afterSales.createdAt} <= ${day.toISOString()}::timestamptz and ${afterSales.createdAt} > ${week.toISOString()}::timestamptz)::int`,
      })
      .from(afterSales)
      .where(this.scoped(caller, inArray(afterSales.status, ['pending', 'processing'])))
      .groupBy(afterSales.priority);
    const summary: AfterSaleOpenSummary = {
      total: 0,
      byPriority: { low: 0, medium: 0, high: 0, urgent: 0 },
      byAge: { day: 0, week: 0, older: 0 },
    };
    for (const row of rows) {
      summary.total += row.total;
      summary.byPriority[row.priority as AfterSalePriority] = row.total;
      summary.byAge.day += row.day;
      summary.byAge.week += row.week;
      summary.byAge.older += row.total - row.day - row.week;
    }
    return summary;
  }

  /** The enabled accounts of the caller's subtree, in the order of the tree. */
  async handlers(caller: Caller) {
    return this.db
      .select({ id: accounts.id, username: accounts.username, realname: accounts.realname })
      .from(accounts)
      .where(and(eq(accounts.enabled, true), accountInSubtree(accounts.id, caller)))
      .orderBy(accounts.path);
  }
}

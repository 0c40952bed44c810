import {
  type BroadcastListQuery,
  type BroadcastPriority,
  type BroadcastRunCounts,
  DEVICE_TYPE,
} from '@lamplighter/contract';
import { and, count, desc, eq, ilike, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import { arrayLiteral } from '../../db/array-literal';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like';
import { rowsOf } from '../../db/rows-of';
import type { Caller } from '../../platform/caller';
import { accountInSubtree } from '../../platform/scope';
import { accounts } from '../accounts/accounts.table';
import { commandDevices } from '../commands/commands.table';
import { devices } from '../devices/devices.table';
import { roles } from '../roles/roles.table';
import { broadcastRuns, broadcasts } from './broadcasts.table';

export type StoredBroadcast = typeof broadcasts.$inferSelect;
export type NewBroadcast = typeof broadcasts.$inferInsert;

/** A run as stored, with how far the terminals it went to came. */
export interface StoredRun {
  id: number;
  broadcastId: number;
  commandId: number | null;
  at: Date;
  priority: BroadcastPriority;
  error: string;
  counts: BroadcastRunCounts;
}

/** The account a broadcast belongs to, as the caller its occurrences are sent as. */
export type BroadcastOwner = Omit<Caller, 'permissions' | 'sessionId' | 'username'>;

const b = broadcasts;
const r = broadcastRuns;

/** How far each run's terminals came: only the terminals count, not other devices of a group or project. */
function runsWithCounts(where: SQL, limit: number) {
  const cd = commandDevices;
  const state = (states: string) => sql.raw(`count(*) filter (where cd.state in (${states}))::int`);
  return sql`
    select r.id, r.broadcast_id as "broadcastId", r.command_id::float8 as "commandId", r.at,
      r.priority, r.error, json_build_object(
        'total', coalesce(c.total, 0), 'succeeded', coalesce(c.succeeded, 0),
        'failed', coalesce(c.failed, 0), 'expired', coalesce(c.expired, 0),
        'waiting', coalesce(c.waiting, 0)) as counts
    from ${r} r
    left join lateral (
      select count(*)::int as total, ${state(`'succeeded'`)} as succeeded, ${state(`'failed'`)} as failed,
        ${state(`'expired'`)} as expired, ${state(`'queued', 'sent', 'delivered'`)} as waiting
      from ${cd} cd join ${devices} d on d.id = cd.device_id
      where cd.command_id = r.command_id and d.type_id = ${DEVICE_TYPE.broadcastTerminal}) c on true
    where ${where}
    order by r.id desc
    limit ${limit}`;
}

function storedRuns(rows: (Omit<StoredRun, 'at'> & { at: Date | string })[]): StoredRun[] {
  return rows.map((row) => ({ ...row, at: new Date(row.at) }));
}

/** The broadcasts and their runs; every read of a person is scoped to the caller's account subtree. */
export class BroadcastsRepository {
  constructor(private readonly db: Database) {}

  async list(caller: Caller, query: BroadcastListQuery): Promise<{ rows: StoredBroadcast[]; total: number }> {
    const where = and(
      accountInSubtree(b.accountId, caller),
      query.keyword ? ilike(b.name, containsPattern(query.keyword)) : undefined,
      query.state ? eq(b.state, query.state) : undefined,
      query.priority ? eq(b.priority, query.priority) : undefined,
    );
    const [rows, [counted]] = await Promise.all([
      this.db
        .select()
        .from(b)
        .where(where)
        .orderBy(desc(b.id))
        .limit(query.pagesize)
        .offset((query.pagenum - 1) * query.pagesize),
      this.db.select({ value: count() }).from(b).where(where),
    ]);
    return { rows, total: counted?.value ?? 0 };
  }

  async find(caller: Caller, id: number): Promise<StoredBroadcast | undefined> {
    const [row] = await this.db
      .select()
      .from(b)
      .where(and(eq(b.id, id), accountInSubtree(b.accountId, caller)));
    return row;
  }

  findMany(caller: Caller, ids: number[]): Promise<StoredBroadcast[]> {
    return this.db
      .select()
      .from(b)
      .where(and(inArray(b.id, ids), accountInSubtree(b.accountId, caller)));
  }

  async add(values: NewBroadcast): Promise<StoredBroadcast> {
    const [row] = await this.db.insert(b).values(values).returning();
    if (!row) throw new Error('broadcast insert returned nothing');
    return row;
  }

  /** Keeps how long a live broadcast was on air, once it ended. */
  async setDuration(id: number, durationMs: number): Promise<void> {
    await this.db.update(b).set({ durationMs }).where(eq(b.id, id));
  }

  /** Cancels those of the broadcasts not cancelled yet; answers how many it cancelled. */
  async cancel(ids: number[], cancellerName: string, at: Date): Promise<number> {
    const rows = await this.db
      .update(b)
      .set({ state: 'cancelled', nextAt: null, cancellerName, cancelledAt: at })
      .where(and(inArray(b.id, ids), ne(b.state, 'cancelled')))
      .returning({ id: b.id });
    return rows.length;
  }

  /** The latest runs of a broadcast, the latest first. */
  async runs(broadcastId: number, limit: number): Promise<StoredRun[]> {
    return storedRuns(
      rowsOf(await this.db.execute(runsWithCounts(sql`r.broadcast_id = ${broadcastId}`, limit))),
    );
  }

  async runCount(broadcastId: number): Promise<number> {
    const [row] = await this.db.select({ value: count() }).from(r).where(eq(r.broadcastId, broadcastId));
    return row?.value ?? 0;
  }

  /** The latest run of each of these broadcasts that ran, and how many runs each had. */
  async lastRuns(
    broadcastIds: number[],
  ): Promise<{ last: Map<number, StoredRun>; counts: Map<number, number> }> {
    if (broadcastIds.length === 0) return { last: new Map(), counts: new Map() };
    const ids = arrayLiteral(broadcastIds);
    const latest = sql`r.id in (select max(id) from ${r} where broadcast_id = any(${ids}::int[]) group by broadcast_id)`;
    const [rows, counted] = await Promise.all([
      this.db.execute(runsWithCounts(latest, broadcastIds.length)),
      this.db
        .select({ broadcastId: r.broadcastId, value: count() })
        .from(r)
        .where(inArray(r.broadcastId, broadcastIds))
        .groupBy(r.broadcastId),
    ]);
    return {
      last: new Map(storedRuns(rowsOf(rows)).map((run) => [run.broadcastId, run])),
      counts: new Map(counted.map((row) => [row.broadcastId, row.value])),
    };
  }

  /** Broadcasts whose next occurrence has come by `at`, the earliest first. */
  due(at: Date, limit: number): Promise<StoredBroadcast[]> {
    return this.db
      .select()
      .from(b)
      .where(and(eq(b.state, 'scheduled'), lte(b.nextAt, at)))
      .orderBy(b.nextAt)
      .limit(limit);
  }

  /**
   * Moves a scheduled broadcast's next occurrence on from `from` to `to` (none: done). False when
   * it was not at `from` any more: another process, or a cancel, came first, and this one sends
   * nothing.
   */
  async advance(id: number, from: Date, to: Date | undefined): Promise<boolean> {
    const rows = await this.db
      .update(b)
      .set(to ? { nextAt: to } : { nextAt: null, state: 'done' })
      .where(and(eq(b.id, id), eq(b.state, 'scheduled'), eq(b.nextAt, from)))
      .returning({ id: b.id });
    return rows.length > 0;
  }

  async recordRun(run: {
    broadcastId: number;
    commandId: number | null;
    at: Date;
    priority: BroadcastPriority;
    error?: string;
  }): Promise<void> {
    await this.db.insert(r).values(run);
  }

  async owner(accountId: number): Promise<BroadcastOwner | undefined> {
    const [row] = await this.db
      .select({
        accountId: accounts.id,
        path: accounts.path,
        parentId: accounts.parentId,
        roleId: accounts.roleId,
        roleCode: roles.code,
      })
      .from(accounts)
      .innerJoin(roles, eq(roles.id, accounts.roleId))
      .where(eq(accounts.id, accountId));
    return row;
  }

  /**
   * A broadcast a terminal of `accountId` may play: one of its own account's, or of an account
   * above it, not cancelled.
   */
  async playableFor(accountId: number, id: number): Promise<StoredBroadcast | undefined> {
    const [row] = await this.db
      .select()
      .from(b)
      .where(
        and(
          eq(b.id, id),
          ne(b.state, 'cancelled'),
          sql`(select ${accounts.path} from ${accounts} where ${accounts.id} = ${accountId}) like '%/' || ${b.accountId} || '/%'`,
        ),
      );
    return row;
  }

  /** The broadcasts still to play any of these files, by name: what the library refuses to delete. */
  async namesScheduled(mediaIds: number[]): Promise<string[]> {
    const rows = await this.db
      .select({ name: b.name })
      .from(b)
      .where(and(inArray(b.mediaId, mediaIds), eq(b.state, 'scheduled')))
      .orderBy(b.name)
      .limit(20);
    return rows.map((row) => row.name);
  }
}

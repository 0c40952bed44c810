import type { WallWidget } from '@lamplighter/contract';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Caller } from '../../platform/caller';
import { wallLayoutDefaults, wallLayouts } from './wall-layouts.table';

export type WallLayoutRow = typeof wallLayouts.$inferSelect;

export interface WallLayoutValues {
  name: string;
  widgets: WallWidget[];
  shared: boolean;
}

/** The accounts above the caller, read from its path (`/1/7/12/` → 1 and 7). */
export function ancestorIds(caller: Pick<Caller, 'path' | 'accountId'>): number[] {
  return caller.path
    .split('/')
    .filter(Boolean)
    .map(Number)
    .filter((id) => id !== caller.accountId);
}

/** The layouts of the custom wall: an account's own, and those shared by the accounts above it. */
export class WallLayoutsRepository {
  constructor(private readonly db: Database) {}

  private visible(caller: Caller) {
    const above = ancestorIds(caller);
    const own = eq(wallLayouts.accountId, caller.accountId);
    if (above.length === 0) return own;
    return or(own, and(eq(wallLayouts.shared, true), inArray(wallLayouts.accountId, above)));
  }

  /** Own layouts first, then the shared ones, each by name. */
  listVisible(caller: Caller): Promise<WallLayoutRow[]> {
    return this.db
      .select()
      .from(wallLayouts)
      .where(this.visible(caller))
      .orderBy(
        desc(sql`${wallLayouts.accountId} = ${caller.accountId}`),
        asc(wallLayouts.name),
        asc(wallLayouts.id),
      );
  }

  async findVisible(caller: Caller, id: number): Promise<WallLayoutRow | undefined> {
    const [row] = await this.db
      .select()
      .from(wallLayouts)
      .where(and(eq(wallLayouts.id, id), this.visible(caller)));
    return row;
  }

  async countOwn(accountId: number): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(wallLayouts)
      .where(eq(wallLayouts.accountId, accountId));
    return row?.count ?? 0;
  }

  async insert(caller: Caller, values: WallLayoutValues): Promise<WallLayoutRow> {
    const [row] = await this.db
      .insert(wallLayouts)
      .values({ ...values, accountId: caller.accountId, ownerName: caller.username })
      .returning();
    if (!row) throw new Error('wall layout insert returned nothing');
    return row;
  }

  async updateOwn(caller: Caller, id: number, values: Partial<WallLayoutValues>): Promise<WallLayoutRow> {
    const [row] = await this.db
      .update(wallLayouts)
      .set({ ...values, ownerName: caller.username, updatedAt: new Date() })
      .where(and(eq(wallLayouts.id, id), eq(wallLayouts.accountId, caller.accountId)))
      .returning();
    if (!row) throw new Error(`wall layout ${id} vanished while it was changed`);
    return row;
  }

  async deleteOwn(caller: Caller, id: number): Promise<void> {
    await this.db
      .delete(wallLayouts)
      .where(and(eq(wallLayouts.id, id), eq(wallLayouts.accountId, caller.accountId)));
  }

  async defaultOf(accountId: number): Promise<number | undefined> {
    const [row] = await this.db
      .select({ layoutId: wallLayoutDefaults.layoutId })
      .from(wallLayoutDefaults)
      .where(eq(wallLayoutDefaults.accountId, accountId));
    return row?.layoutId;
  }

  async choose(accountId: number, layoutId: number): Promise<void> {
    await this.db
      .insert(wallLayoutDefaults)
      .values({ accountId, layoutId })
      .onConflictDoUpdate({ target: wallLayoutDefaults.accountId, set: { layoutId } });
  }
}

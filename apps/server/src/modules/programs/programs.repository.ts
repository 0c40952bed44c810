import type { ProgramListQuery, ProgramState } from '@lamplighter/contract';
import { and, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like';
import type { Caller } from '../../platform/caller';
import { sqlStateOf, UNIQUE_VIOLATION } from '../../platform/database-conflict';
import { accountInSubtree } from '../../platform/scope';
import { accounts } from '../accounts/accounts.table';
import { commandDevices, commands } from '../commands/commands.table';
import { programMedia, programPublishes, programs } from './programs.table';

export type StoredProgram = typeof programs.$inferSelect;
/** What a save writes: the layout and what is worked out from it. */
export type ProgramContent = Pick<
  StoredProgram,
  'name' | 'width' | 'height' | 'regions' | 'durationSeconds' | 'size'
>;
/** A change of state, with what goes with it (the review, its remark, who, when). */
export type ProgramMove = Partial<
  Pick<StoredProgram, 'state' | 'review' | 'remark' | 'reviewerName' | 'reviewedAt' | 'publishedAt'>
>;

const p = programs;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The versions of the programs; every read is scoped to the caller's account subtree. */
export class ProgramsRepository {
  constructor(private readonly db: Database) {}

  async list(caller: Caller, query: ProgramListQuery): Promise<{ rows: StoredProgram[]; total: number }> {
    const where = and(
      accountInSubtree(p.accountId, caller),
      query.keyword ? ilike(p.name, containsPattern(query.keyword)) : undefined,
      query.state ? eq(p.state, query.state) : undefined,
      query.originid ? eq(p.originId, query.originid) : undefined,
    );
    const [rows, [counted]] = await Promise.all([
      this.db
        .select()
        .from(p)
        .where(where)
        .orderBy(desc(p.updatedAt), desc(p.id))
        .limit(query.pagesize)
        .offset((query.pagenum - 1) * query.pagesize),
      this.db.select({ value: count() }).from(p).where(where),
    ]);
    return { rows, total: counted?.value ?? 0 };
  }

  async find(caller: Caller, id: number): Promise<StoredProgram | undefined> {
    const [row] = await this.db
      .select()
      .from(p)
      .where(and(eq(p.id, id), accountInSubtree(p.accountId, caller)));
    return row;
  }

  async findMany(caller: Caller, ids: number[]): Promise<StoredProgram[]> {
    return this.db
      .select()
      .from(p)
      .where(and(inArray(p.id, ids), accountInSubtree(p.accountId, caller)));
  }

  /** A new program: version 1, its own origin. */
  add(accountId: number, creatorName: string, content: ProgramContent, mediaIds: number[]) {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(p)
        .values({
          ...content,
          accountId,
          creatorName,
          originId: sql`currval(pg_get_serial_sequence('programs', 'id'))`,
        })
        .returning();
      if (!row) throw new Error('program insert returned nothing');
      await this.namesMedia(tx, row.id, mediaIds);
      return row;
    });
  }

  /**
   * The next version of a published program, a draft; undefined when another version of it is
   * already open (being edited or reviewed).
   */
  async addVersion(
    of: StoredProgram,
    creatorName: string,
    content: ProgramContent,
    mediaIds: number[],
  ): Promise<StoredProgram | undefined> {
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(p)
          .values({
            ...content,
            accountId: of.accountId,
            creatorName,
            originId: of.originId,
            version: sql`(select max(${p.version}) + 1 from ${p} where ${p.originId} = ${of.originId})`,
          })
          .returning();
        if (!row) throw new Error('program version insert returned nothing');
        await this.namesMedia(tx, row.id, mediaIds);
        return row;
      });
    } catch (error) {
      if (sqlStateOf(error) === UNIQUE_VIOLATION) return undefined;
      throw error;
    }
  }

  /** The open version of a program, if one is. */
  async openVersion(originId: number): Promise<StoredProgram | undefined> {
    const [row] = await this.db
      .select()
      .from(p)
      .where(and(eq(p.originId, originId), ne(p.state, 'publish')));
    return row;
  }

  /** Rewrites a version that is still in one of `states`; undefined when it moved on meanwhile. */
  rewrite(
    id: number,
    states: ProgramState[],
    content: ProgramContent & ProgramMove,
    mediaIds: number[],
  ): Promise<StoredProgram | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(p)
        .set({ ...content, updatedAt: new Date() })
        .where(and(eq(p.id, id), inArray(p.state, states)))
        .returning();
      if (!row) return undefined;
      await tx.delete(programMedia).where(eq(programMedia.programId, id));
      await this.namesMedia(tx, id, mediaIds);
      return row;
    });
  }

  /** Moves a version on from `from`; undefined when it is not in that state (any more). */
  async move(id: number, from: ProgramState, change: ProgramMove): Promise<StoredProgram | undefined> {
    const [row] = await this.db
      .update(p)
      .set({ ...change, updatedAt: new Date() })
      .where(and(eq(p.id, id), eq(p.state, from)))
      .returning();
    return row;
  }

  /** Deletes versions that are not published; answers how many went. */
  async removeUnpublished(ids: number[]): Promise<number> {
    const rows = await this.db
      .delete(p)
      .where(and(inArray(p.id, ids), ne(p.state, 'publish')))
      .returning({ id: p.id });
    return rows.length;
  }

  /** Marks an approved or published version published now; undefined when it is neither. */
  async markPublished(id: number, at: Date): Promise<StoredProgram | undefined> {
    const [row] = await this.db
      .update(p)
      .set({ state: 'publish', publishedAt: at, updatedAt: at })
      .where(
        and(
          eq(p.id, id),
          or(eq(p.state, 'publish'), and(eq(p.state, 'processed'), eq(p.review, 'approved'))),
        ),
      )
      .returning();
    return row;
  }

  /** Puts back a version marked published by a publish that reached no screen. */
  async unmarkPublished(before: StoredProgram): Promise<void> {
    await this.db
      .update(p)
      .set({ state: before.state, publishedAt: before.publishedAt, updatedAt: before.updatedAt })
      .where(eq(p.id, before.id));
  }

  async recordPublish(program: StoredProgram, commandId: number, username: string): Promise<void> {
    await this.db
      .insert(programPublishes)
      .values({ programId: program.id, originId: program.originId, commandId, username });
  }

  /** The publishes of every version of a program, the latest first. */
  publishes(originId: number) {
    return this.db
      .select({
        commandid: programPublishes.commandId,
        programid: programPublishes.programId,
        version: p.version,
        username: programPublishes.username,
        createdAt: programPublishes.createdAt,
      })
      .from(programPublishes)
      .innerJoin(p, eq(p.id, programPublishes.programId))
      .where(eq(programPublishes.originId, originId))
      .orderBy(desc(programPublishes.id))
      .limit(100);
  }

  /**
   * A published version a device of `accountId` may play: one of its own account's, or of an
   * account above it.
   */
  async publishedFor(accountId: number, id: number): Promise<StoredProgram | undefined> {
    const [row] = await this.db
      .select()
      .from(p)
      .where(
        and(
          eq(p.id, id),
          eq(p.state, 'publish'),
          sql`(select ${accounts.path} from ${accounts} where ${accounts.id} = ${accountId}) like '%/' || ${p.accountId} || '/%'`,
        ),
      );
    return row;
  }

  /** The program version a device last answered playProgram for by playing it, if any. */
  async lastPlayedBy(deviceId: number): Promise<number | undefined> {
    const cd = commandDevices;
    const [row] = await this.db
      .select({ params: cd.params })
      .from(cd)
      .innerJoin(commands, eq(commands.id, cd.commandId))
      .where(and(eq(cd.deviceId, deviceId), eq(commands.method, 'playProgram'), eq(cd.state, 'succeeded')))
      .orderBy(desc(cd.id))
      .limit(1);
    const id = row?.params.programid;
    return typeof id === 'number' ? id : undefined;
  }

  /** The versions past draft that play any of these files, as "name (v2)", for the library's refusal. */
  async namesPlaying(mediaIds: number[]): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ id: p.id, name: p.name, version: p.version })
      .from(p)
      .innerJoin(programMedia, eq(programMedia.programId, p.id))
      .where(and(inArray(programMedia.mediaId, mediaIds), ne(p.state, 'draft')))
      .orderBy(p.name, p.version)
      .limit(20);
    return rows.map((row) => `${row.name} (v${row.version})`);
  }

  private async namesMedia(tx: Transaction, programId: number, mediaIds: number[]) {
    if (mediaIds.length === 0) return;
    await tx.insert(programMedia).values(mediaIds.map((mediaId) => ({ programId, mediaId })));
  }
}

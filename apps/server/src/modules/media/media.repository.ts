import type { MediaFile, MediaFormat, MediaKind, MediaListQuery } from '@lamplighter/contract';
import { and, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like';
import { type CacheInvalidation, invalidationInThisProcess } from '../../platform/cache-invalidation';
import type { Caller } from '../../platform/caller';
import { CountCache } from '../../platform/count-cache';
import { accountInSubtree, accountListedInSubtree, subtreeAccountIds } from '../../platform/scope';
import { accounts } from '../accounts/accounts.table';
import { mediaFiles } from './media.table';

export type StoredMedia = typeof mediaFiles.$inferSelect;
export type NewMedia = Omit<typeof mediaFiles.$inferInsert, 'id' | 'createdAt'>;
/** What was read of a content once, the same for every file that holds it. */
export type MediaContentFacts = Pick<StoredMedia, 'width' | 'height' | 'durationMs' | 'hasThumbnail'>;

const m = mediaFiles;

export function presentMedia(row: StoredMedia): MediaFile {
  return {
    id: row.id,
    name: row.name,
    folder: row.folder,
    kind: row.kind as MediaKind,
    format: row.format as MediaFormat,
    contenttype: row.contentType,
    size: row.size,
    hash: row.hash,
    width: row.width,
    height: row.height,
    duration: row.durationMs === null ? null : Math.round(row.durationMs / 100) / 10,
    thumbnail: row.hasThumbnail ? 1 : 0,
    uploader: row.uploaderName,
    createtime: row.createdAt.toISOString(),
  };
}

/**
 * The media library's rows; every read is scoped to the caller's account subtree. The lists name
 * the subtree's accounts by their ids (`subtreeAccounts`, remembered with the caller), so that the
 * planner pages by the newest ids instead of sorting a hundred thousand files.
 */
export class MediaRepository {
  private readonly counts = new CountCache();
  private readonly folderCounts = new CountCache<{ folder: string; count: number }[]>();
  /** At any change of the library, in every process. */
  private readonly forgetCounts: () => void;

  constructor(
    private readonly db: Database,
    private readonly subtreeAccounts: (caller: Caller) => Promise<number[] | undefined> = (caller) =>
      subtreeAccountIds(db, caller),
    invalidation: CacheInvalidation = invalidationInThisProcess(),
  ) {
    this.forgetCounts = invalidation.register('media-counts', () => {
      this.counts.clear();
      this.folderCounts.clear();
    });
  }

  async list(caller: Caller, query: MediaListQuery): Promise<{ list: MediaFile[]; total: number }> {
    const where = await this.filtered(caller, query);
    const { pagenum: _pagenum, pagesize: _pagesize, ...counted } = query;
    const [rows, total] = await Promise.all([
      this.db
        .select()
        .from(m)
        .where(where)
        .orderBy(desc(m.id))
        .limit(query.pagesize)
        .offset((query.pagenum - 1) * query.pagesize),
      this.counts.get(JSON.stringify([caller.path, counted]), async () => {
        const [found] = await this.db.select({ value: count() }).from(m).where(where);
        return found?.value ?? 0;
      }),
    ]);
    return { list: rows.map(presentMedia), total };
  }

  /** The folders of the subtree with their files counted, kept like the lists' totals. */
  async folders(caller: Caller): Promise<{ folder: string; count: number }[]> {
    const subtree = accountListedInSubtree(m.accountId, caller, await this.subtreeAccounts(caller));
    // Awaited here: a query kept unawaited would run again at each await of the cached answer.
    return this.folderCounts.get(
      caller.path,
      async () =>
        await this.db
          .select({ folder: m.folder, count: count() })
          .from(m)
          .where(subtree)
          .groupBy(m.folder)
          .orderBy(m.folder),
    );
  }

  async find(caller: Caller, id: number): Promise<StoredMedia | undefined> {
    const [row] = await this.db
      .select()
      .from(m)
      .where(and(eq(m.id, id), accountInSubtree(m.accountId, caller)));
    return row;
  }

  /** A file by its id alone, for a signed link that stands for the caller who asked for it. */
  async byId(id: number): Promise<StoredMedia | undefined> {
    const [row] = await this.db.select().from(m).where(eq(m.id, id));
    return row;
  }

  async byIds(ids: number[]): Promise<StoredMedia[]> {
    return this.db.select().from(m).where(inArray(m.id, ids));
  }

  async findMany(caller: Caller, ids: number[]): Promise<StoredMedia[]> {
    return this.db
      .select()
      .from(m)
      .where(and(inArray(m.id, ids), accountInSubtree(m.accountId, caller)));
  }

  /** The file of an account that holds this content already. */
  async held(accountId: number, hash: string): Promise<StoredMedia | undefined> {
    const [row] = await this.db
      .select()
      .from(m)
      .where(and(eq(m.accountId, accountId), eq(m.hash, hash)));
    return row;
  }

  /** What was read of a content when another file brought it, if any did. */
  async factsOf(hash: string): Promise<MediaContentFacts | undefined> {
    const [row] = await this.db
      .select({ width: m.width, height: m.height, durationMs: m.durationMs, hasThumbnail: m.hasThumbnail })
      .from(m)
      .where(eq(m.hash, hash))
      .limit(1);
    return row;
  }

  /** Adds a file; undefined when its account took the same content meanwhile. */
  async add(file: NewMedia): Promise<StoredMedia | undefined> {
    const [row] = await this.db.insert(m).values(file).onConflictDoNothing().returning();
    this.forgetCounts();
    return row;
  }

  async update(id: number, change: Partial<Pick<StoredMedia, 'name' | 'folder'>>): Promise<StoredMedia> {
    const [row] = await this.db.update(m).set(change).where(eq(m.id, id)).returning();
    this.forgetCounts();
    if (!row) throw new Error(`media file ${id} vanished`);
    return row;
  }

  /** Deletes files, and answers the contents that no file names any more. */
  async remove(ids: number[]): Promise<string[]> {
    const removed = await this.db.delete(m).where(inArray(m.id, ids)).returning({ hash: m.hash });
    this.forgetCounts();
    const hashes = [...new Set(removed.map((row) => row.hash))];
    if (hashes.length === 0) return [];
    const kept = await this.db.selectDistinct({ hash: m.hash }).from(m).where(inArray(m.hash, hashes));
    const still = new Set(kept.map((row) => row.hash));
    return hashes.filter((hash) => !still.has(hash));
  }

  /** Which of some contents a file of the library names. */
  async named(hashes: string[]): Promise<Set<string>> {
    if (hashes.length === 0) return new Set();
    const rows = await this.db.selectDistinct({ hash: m.hash }).from(m).where(inArray(m.hash, hashes));
    return new Set(rows.map((row) => row.hash));
  }

  /**
   * Whether a device of `accountId` may fetch a content: a file of its own account or of an
   * account above it holds it (what its owners may publish to it).
   */
  async reachableFrom(accountId: number, hash: string): Promise<StoredMedia | undefined> {
    const [row] = await this.db
      .select()
      .from(m)
      .where(
        and(
          eq(m.hash, hash),
          sql`(select ${accounts.path} from ${accounts} where ${accounts.id} = ${accountId}) like '%/' || ${m.accountId} || '/%'`,
        ),
      )
      .limit(1);
    return row;
  }

  private async filtered(caller: Caller, query: MediaListQuery): Promise<SQL | undefined> {
    return and(
      accountListedInSubtree(m.accountId, caller, await this.subtreeAccounts(caller)),
      query.keyword ? ilike(m.name, containsPattern(query.keyword)) : undefined,
      query.kind ? eq(m.kind, query.kind) : undefined,
      query.folder === undefined ? undefined : eq(m.folder, query.folder),
    );
  }
}

import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table';

/**
 * A file of the media library, owned by the account that uploaded it (its subtree sees it). The
 * content lives once on disk under its SHA-256 (`hash`), shared by every row that names it; an
 * account holds a content once.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    folder: text('folder').notNull().default(''),
    kind: text('kind').notNull(),
    format: text('format').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
    width: integer('width'),
    height: integer('height'),
    durationMs: integer('duration_ms'),
    hasThumbnail: boolean('has_thumbnail').notNull().default(false),
    uploaderName: text('uploader_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('media_files_account_hash_key').on(table.accountId, table.hash),
    index('media_files_account_idx').on(table.accountId, table.id),
    index('media_files_hash_idx').on(table.hash),
    // A name searched anywhere in it (`ilike '%…%'`), over a hundred thousand files.
    index('media_files_name_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    index('media_files_folder_idx').on(table.accountId, table.folder),
  ],
);

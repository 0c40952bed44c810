import type { ProgramRegion } from '@lamplighter/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table';
import { mediaFiles } from '../media/media.table';

/**
 * One version of a program, owned by the account that made it. The versions of a program share
 * `origin_id` (the first version's id); at most one of them is not published, the one being
 * edited or reviewed.
 */
export const programs = pgTable(
  'programs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    originId: integer('origin_id').notNull(),
    version: integer('version').notNull().default(1),
    name: text('name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    regions: jsonb('regions').$type<ProgramRegion[]>().notNull(),
    state: text('state').notNull().default('draft'),
    review: text('review').notNull().default(''),
    remark: text('remark').notNull().default(''),
    durationSeconds: integer('duration_seconds').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    creatorName: text('creator_name').notNull(),
    reviewerName: text('reviewer_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (table) => [
    index('programs_account_idx').on(table.accountId, table.updatedAt),
    uniqueIndex('programs_one_open_version_key').on(table.originId).where(sql`${table.state} <> 'publish'`),
  ],
);

/** The library files a program version plays: what the library asks before it deletes one. */
export const programMedia = pgTable(
  'program_media',
  {
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.programId, table.mediaId] }),
    index('program_media_media_idx').on(table.mediaId),
  ],
);

/** Each time a program version was sent to screens, by whom, and the command that carries it. */
export const programPublishes = pgTable(
  'program_publishes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    originId: integer('origin_id').notNull(),
    commandId: integer('command_id').notNull(),
    username: text('username').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('program_publishes_origin_idx').on(table.originId, table.id)],
);

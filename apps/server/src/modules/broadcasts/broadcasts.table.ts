import type {
  BroadcastLang,
  BroadcastPriority,
  BroadcastSchedule,
  BroadcastSource,
  BroadcastState,
  CommandTargetType,
} from '@lamplighter/contract';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table';
import { mediaFiles } from '../media/media.table';

/**
 * A broadcast, owned by the account that made it: a library sound, its target as named (numbers,
 * a group or a project, resolved again at each occurrence), its schedule on the terminals' clock
 * and `next_at`, the next occurrence to send while it is scheduled. The sound's name and length
 * are kept as they were, so that the history reads the same once the file left the library.
 */
export const broadcasts = pgTable(
  'broadcasts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    source: text('source').$type<BroadcastSource>().notNull(),
    mediaId: integer('media_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    mediaName: text('media_name').notNull(),
    durationMs: integer('duration_ms'),
    text: text('text').notNull().default(''),
    lang: text('lang').$type<BroadcastLang>().notNull(),
    priority: text('priority').$type<BroadcastPriority>().notNull(),
    repeat: integer('repeat').notNull(),
    volume: integer('volume'),
    targetType: text('target_type').$type<CommandTargetType>().notNull(),
    deviceCodes: jsonb('device_codes').$type<string[]>().notNull().default([]),
    groupId: integer('group_id'),
    projectId: integer('project_id'),
    targetName: text('target_name').notNull(),
    schedule: jsonb('schedule').$type<BroadcastSchedule>().notNull(),
    utcOffset: integer('utc_offset').notNull(),
    ttlSeconds: integer('ttl_seconds').notNull(),
    state: text('state').$type<BroadcastState>().notNull().default('scheduled'),
    nextAt: timestamp('next_at', { withTimezone: true }),
    creatorName: text('creator_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancellerName: text('canceller_name').notNull().default(''),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    index('broadcasts_account_idx').on(table.accountId, table.id),
    index('broadcasts_due_idx').on(table.nextAt).where(sql`${table.state} = 'scheduled'`),
    index('broadcasts_media_idx').on(table.mediaId),
  ],
);

/**
 * One occurrence of a broadcast: the command playBroadcast that carried it (null when nothing
 * could be sent, with why), and the priority it went out with.
 */
export const broadcastRuns = pgTable(
  'broadcast_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    broadcastId: integer('broadcast_id')
      .notNull()
      .references(() => broadcasts.id, { onDelete: 'cascade' }),
    commandId: bigint('command_id', { mode: 'number' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    priority: text('priority').$type<BroadcastPriority>().notNull(),
    error: text('error').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('broadcast_runs_broadcast_idx').on(table.broadcastId, table.id)],
);

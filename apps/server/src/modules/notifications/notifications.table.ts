import type { MessageKey } from '@lamplighter/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table';

/** The values of a notification's messages: text as it is, or a message read in the reader's language. */
export type NotificationParams = Record<string, string | number | { key: MessageKey }>;

export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Fixed text, for a notification written in one language; empty when it has message keys. */
    title: text('title').notNull().default(''),
    content: text('content').notNull().default(''),
    /** Message keys and their values: the notification is read in the reader's language. */
    titleKey: text('title_key').notNull().default(''),
    contentKey: text('content_key').notNull().default(''),
    params: jsonb('params').$type<NotificationParams>().notNull().default({}),
    /** Names the event a notification is about: an account is told of one event once. */
    eventKey: text('event_key').notNull().default(''),
    jumpPath: text('jump_path').notNull().default(''),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_account_created_idx').on(table.accountId, table.createdAt),
    uniqueIndex('notifications_account_event_idx')
      .on(table.accountId, table.eventKey)
      .where(sql`${table.eventKey} <> ''`),
  ],
);

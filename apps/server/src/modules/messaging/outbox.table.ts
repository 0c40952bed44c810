import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Messages kept for an administrator to read when no SMTP server or SMS gateway is configured. */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    scopePath: text('scope_path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_scope_idx').on(table.scopePath.op('text_pattern_ops'))],
);

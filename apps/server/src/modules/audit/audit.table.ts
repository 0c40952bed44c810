import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    actorName: text('actor_name').notNull().default(''),
    /** Path of the actor's account (or of the account acted on when signed out), for subtree scoping. */
    scopePath: text('scope_path').notNull().default(''),
    ip: text('ip').notNull().default(''),
    action: text('action').notNull(),
    targetType: text('target_type').notNull().default(''),
    targetId: text('target_id').notNull().default(''),
    result: text('result', { enum: ['success', 'failure'] }).notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_scope_idx').on(table.scopePath.op('text_pattern_ops')),
  ],
);

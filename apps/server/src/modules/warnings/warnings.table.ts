import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table';

/** Warnings belong to the account that owns the device; each person reads them on their own. */
export const warnings = pgTable(
  'warnings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    deviceCode: text('device_code').notNull(),
    deviceType: integer('device_type'),
    projectName: text('project_name').notNull().default(''),
    groupName: text('group_name').notNull().default(''),
    runState: integer('run_state'),
    loadState: integer('load_state'),
    batteryState: integer('battery_state'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('warnings_account_created_idx').on(table.accountId, table.createdAt)],
);

export const warningReads = pgTable(
  'warning_reads',
  {
    warningId: bigint('warning_id', { mode: 'number' })
      .notNull()
      .references(() => warnings.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.warningId] })],
);

import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table';
import { devices } from '../devices/devices.table';

/**
 * Warnings belong to the account that owns the device; each person reads them on their own.
 * A row is one episode of one condition (`kind`) of one device: raised when it starts, cleared
 * (`cleared_at`) when it ends; at most one episode per device and kind is open at a time.
 */
export const warnings = pgTable(
  'warnings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'set null' }),
    deviceCode: text('device_code').notNull(),
    kind: text('kind').notNull().default('state'),
    /** Tells one episode of a kind from the next (a state warning whose states changed). */
    episode: text('episode').notNull().default(''),
    reason: text('reason').notNull().default(''),
    deviceType: integer('device_type'),
    projectName: text('project_name').notNull().default(''),
    groupName: text('group_name').notNull().default(''),
    runState: integer('run_state'),
    loadState: integer('load_state'),
    batteryState: integer('battery_state'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
  },
  (table) => [
    index('warnings_account_created_idx').on(table.accountId, table.createdAt),
    index('warnings_device_code_idx').on(table.deviceCode, table.createdAt),
    uniqueIndex('warnings_open_episode_idx')
      .on(table.deviceId, table.kind)
      .where(sql`${table.clearedAt} is null`),
  ],
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

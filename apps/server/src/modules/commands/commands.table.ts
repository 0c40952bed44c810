import type { CommandMethod, CommandState, CommandTargetType } from '@lamplighter/contract';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table';
import { devices } from '../devices/devices.table';

/** A command as it was asked for: who sent what to which devices, and until when it may run. */
export const commands = pgTable(
  'commands',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The account that sent it. */
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    method: text('method').$type<CommandMethod>().notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    targetType: text('target_type').$type<CommandTargetType>().notNull(),
    target: text('target').notNull(),
    waitOffline: boolean('wait_offline').notNull(),
  },
  (table) => [index('commands_account_idx').on(table.accountId, table.id)],
);

/**
 * A command at one device. Its id is the RPC request id the device sees: a re-send carries the
 * same id, so the device answers it without running it again. `account_id` is the device's owner
 * when the command was sent, for the subtree filter.
 */
export const commandDevices = pgTable(
  'command_devices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    commandId: bigint('command_id', { mode: 'number' })
      .notNull()
      .references(() => commands.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    deviceCode: text('device_code').notNull(),
    accountId: integer('account_id').notNull(),
    /** The gateway that speaks for the light, when the command went through one. */
    gatewayId: integer('gateway_id'),
    /** The params this device was sent (sunrise-sunset mode adds the device's own sun times). */
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    state: text('state').$type<CommandState>().notNull(),
    answer: jsonb('answer'),
    error: text('error').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('command_devices_command_idx').on(table.commandId),
    index('command_devices_device_idx').on(table.deviceId, table.id),
    index('command_devices_open_idx')
      .on(table.expiresAt)
      .where(sql`${table.state} in ('queued', 'sent', 'delivered')`),
  ],
);

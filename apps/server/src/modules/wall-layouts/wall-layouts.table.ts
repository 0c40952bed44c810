import type { WallWidget } from '@lamplighter/contract';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table';

/**
 * A layout of the custom wall, owned by one account. Shared, the accounts below the owner see it
 * read-only. The owner's name is kept as it was when the layout was last written, for the readers
 * below who may not list the owner's account.
 */
export const wallLayouts = pgTable(
  'wall_layouts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    ownerName: text('owner_name').notNull(),
    name: text('name').notNull(),
    widgets: jsonb('widgets').$type<WallWidget[]>().notNull(),
    shared: boolean('shared').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('wall_layouts_account_idx').on(table.accountId)],
);

/** The layout each account's wall opens with: one of its own or one its parents share. */
export const wallLayoutDefaults = pgTable(
  'wall_layout_defaults',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    layoutId: bigint('layout_id', { mode: 'number' })
      .notNull()
      .references(() => wallLayouts.id, { onDelete: 'cascade' }),
  },
  (table) => [index('wall_layout_defaults_layout_idx').on(table.layoutId)],
);

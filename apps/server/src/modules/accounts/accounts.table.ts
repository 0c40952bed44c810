import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea } from '../../db/column-types';
import { roles } from '../roles/roles.table';

/**
 * Accounts (the seed's users) form a tree. `path` holds the ids from the root down, e.g.
 * `/1/7/12/`, so that a subtree is one prefix match.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    realname: text('realname').notNull().default(''),
    mobile: text('mobile'),
    email: text('email'),
    mobileBound: boolean('mobile_bound').notNull().default(false),
    emailBound: boolean('email_bound').notNull().default(false),
    parentId: integer('parent_id').references((): AnyPgColumn => accounts.id),
    path: text('path').notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    salesman: text('salesman').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    deadline: timestamp('deadline', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('accounts_username_key').on(sql`lower(${table.username})`),
    uniqueIndex('accounts_mobile_key').on(table.mobile).where(sql`${table.mobile} is not null`),
    uniqueIndex('accounts_email_key').on(sql`lower(${table.email})`).where(sql`${table.email} is not null`),
    index('accounts_path_idx').on(table.path.op('text_pattern_ops')),
    index('accounts_parent_idx').on(table.parentId),
    index('accounts_role_idx').on(table.roleId),
  ],
);

export const accountFaces = pgTable('account_faces', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  mime: text('mime').notNull(),
  data: bytea('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

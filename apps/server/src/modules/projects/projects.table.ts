import { doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table';

/**
 * Projects belong to an account and are seen by its account tree. An account with projects
 * cannot be deleted (restrict), so nothing of a city disappears with a person.
 */
export const projects = pgTable(
  'projects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    province: text('province').notNull().default(''),
    city: text('city').notNull().default(''),
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('projects_account_idx').on(table.accountId),
    uniqueIndex('projects_account_name_idx').on(table.accountId, table.name),
  ],
);

/** Groups (the seed's 分组) divide a project; a device is in at most one group of its project. */
export const deviceGroups = pgTable(
  'device_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('device_groups_account_idx').on(table.accountId),
    uniqueIndex('device_groups_project_name_idx').on(table.projectId, table.name),
  ],
);

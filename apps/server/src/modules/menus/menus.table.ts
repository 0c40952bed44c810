import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const menus = pgTable(
  'menus',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer('parent_id').notNull().default(0),
    path: text('path').notNull(),
    component: text('component').notNull(),
    componentName: text('component_name').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    icon: text('icon').notNull().default(''),
    hidden: boolean('hidden').notNull().default(false),
    breadcrumb: boolean('breadcrumb').notNull().default(true),
    redirect: text('redirect').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    builtin: boolean('builtin').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('menus_component_name_key').on(table.componentName)],
);

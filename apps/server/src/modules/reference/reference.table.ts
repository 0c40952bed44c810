import { integer, pgTable, text } from 'drizzle-orm/pg-core';

export const deviceTypes = pgTable('device_types', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const communicationTypes = pgTable('communication_types', {
  code: text('code').primaryKey(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull().default(0),
});

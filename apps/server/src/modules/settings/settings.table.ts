import { pgTable, text } from 'drizzle-orm/pg-core';

/** Installation-wide values created on first start, such as the token signing key. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

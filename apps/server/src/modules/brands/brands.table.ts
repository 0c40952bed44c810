import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from '../../db/column-types';

/** The sign-in brands; data an administrator edits, not constants of the web code. */
export const brands = pgTable('brands', {
  key: text('key').primaryKey(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  color: text('color').notNull(),
  logoMime: text('logo_mime'),
  logo: bytea('logo'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table';
import type { RowProblem } from './row-reasons';

/** A row's problem as kept: its sheet row, and the reason before it is put in the reader's words. */
export type StoredRowProblem = RowProblem & { row: number };

/**
 * The report of an import that left rows out, kept so that its notification can lead back to it;
 * reasons are kept as message keys and read in the reader's language.
 */
export const importReports = pgTable(
  'import_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mode: text('mode').notNull(),
    total: integer('total').notNull(),
    imported: integer('imported').notNull(),
    skipped: integer('skipped').notNull(),
    problems: jsonb('problems').$type<StoredRowProblem[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('import_reports_created_idx').on(table.createdAt)],
);

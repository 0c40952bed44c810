import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Caller } from '../../platform/caller';
import { accountInSubtree } from '../../platform/scope';
import { importReports } from './import-reports.table';

export type NewImportReport = typeof importReports.$inferInsert;
export type KeptImportReport = typeof importReports.$inferSelect;

/** A report leads back from its notification for this long; older ones go when a new one is kept. */
const KEEP_DAYS = 90;

/** Reports of the caller's subtree only: a foreign id finds nothing. */
export class ImportReportsRepository {
  constructor(private readonly db: Database) {}

  /** Keeps a report and answers its id. */
  async keep(report: NewImportReport): Promise<number> {
    return this.db.transaction(async (tx) => {
      await tx
        .delete(importReports)
        .where(lt(importReports.createdAt, sql`now() - make_interval(days => ${KEEP_DAYS})`));
      const [kept] = await tx.insert(importReports).values(report).returning({ id: importReports.id });
      if (!kept) throw new Error('the import report was not stored');
      return kept.id;
    });
  }

  async find(caller: Caller, id: number): Promise<KeptImportReport | undefined> {
    const [report] = await this.db
      .select()
      .from(importReports)
      .where(and(eq(importReports.id, id), accountInSubtree(importReports.accountId, caller)));
    return report;
  }
}

import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows-of';

/** Any number, fixed: two processes creating or dropping the same month wait for each other. */
const PARTITION_LOCK = 7_401_305;
const PARENT = 'telemetry_history';
const NAME = /^telemetry_history_p(\d{4})_(\d{2})$/;

/** The first millisecond of the UTC month `ms` falls in. */
export function monthStart(ms: number): number {
  const day = new Date(ms);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1);
}

/** The first millisecond of the UTC month after the one `ms` falls in. */
export function nextMonth(ms: number): number {
  const day = new Date(ms);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 1);
}

function partitionName(start: number): string {
  const day = new Date(start);
  return `${PARENT}_p${day.getUTCFullYear()}_${String(day.getUTCMonth() + 1).padStart(2, '0')}`;
}

export interface Partition {
  name: string;
  from: number;
  to: number;
}

/**
 * The monthly partitions of the history. A month gets its partition before the first value of it
 * is written; the months this process knows to exist are remembered, so that a write checks a set,
 * not the catalogue.
 */
export class HistoryPartitions {
  private readonly known = new Set<number>();

  constructor(private readonly db: Database) {}

  /** Creates the partitions of the months (any millisecond in each) that do not exist yet. */
  async ensure(months: Iterable<number>): Promise<void> {
    const missing = [...new Set([...months].map(monthStart))].filter((start) => !this.known.has(start));
    if (missing.length === 0) return;
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${PARTITION_LOCK})`);
      for (const start of missing) {
        const from = new Date(start).toISOString();
        const to = new Date(nextMonth(start)).toISOString();
        await tx.execute(
          sql.raw(
            `create table if not exists ${partitionName(start)} partition of ${PARENT} for values from ('${from}') to ('${to}')`,
          ),
        );
      }
    });
    for (const start of missing) this.known.add(start);
  }

  /** Forgets what it knew: after a failed write, or when another process may have dropped a month. */
  forget(): void {
    this.known.clear();
  }

  async list(): Promise<Partition[]> {
    const rows = rowsOf<{ name: string }>(
      await this.db.execute(sql`
        select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent = ${PARENT}::regclass`),
    );
    return rows.flatMap(({ name }) => {
      const match = NAME.exec(name);
      if (!match) return [];
      const from = Date.UTC(Number(match[1]), Number(match[2]) - 1, 1);
      return [{ name, from, to: nextMonth(from) }];
    });
  }

  /** Drops every month that ends at or before `cutoff`; answers their names. */
  async dropEndingBy(cutoff: number): Promise<string[]> {
    const old = (await this.list()).filter((partition) => partition.to <= cutoff);
    if (old.length === 0) return [];
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${PARTITION_LOCK})`);
      for (const partition of old) await tx.execute(sql.raw(`drop table if exists ${partition.name}`));
    });
    for (const partition of old) this.known.delete(partition.from);
    return old.map((partition) => partition.name).sort();
  }
}

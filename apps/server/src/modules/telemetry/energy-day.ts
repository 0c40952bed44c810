import { type SQL, sql } from 'drizzle-orm';
import { arrayLiteral } from '../../db/array-literal';
import type { ValueRow } from './message-rows';
import { ENERGY_DAY_UTC_OFFSET, ENERGY_KEYS } from './telemetry.table';

const COUNTER_KEYS: ReadonlySet<string> = new Set(Object.values(ENERGY_KEYS));

const DAY_MS = 86_400_000;

/** The day (`YYYY-MM-DD`) of the energy clock that an instant falls on. */
export function energyDayOf(ms: number): string {
  return new Date(ms + ENERGY_DAY_UTC_OFFSET * 60_000).toISOString().slice(0, 10);
}

/** Identifies the advisory locks on the per-account sums of days, among the platform's locks. */
const DAY_SUMS_LOCK = 0x656e_6479;

/**
 * Locks the sums of some days, in ascending order so that two lockers never wait on each other.
 * A writer of a closed day's counters shares the lock; summing a day takes it alone, so that the
 * sums read every counter written before and a counter written after takes the day off the summed
 * list. Held until the transaction ends.
 */
export function lockDaySums(days: readonly string[], mode: 'shared' | 'exclusive'): SQL {
  const numbers = [...new Set(days)].sort().map((day) => Date.parse(`${day}T00:00:00Z`) / DAY_MS);
  const lock = sql.raw(mode === 'shared' ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock');
  return sql`select count(${lock}(${DAY_SUMS_LOCK}, day)) from unnest(${arrayLiteral(numbers)}::int[]) as day`;
}

/** The days, among the energy counters of some values, that had ended at `now` on the energy clock. */
export function closedDaysOf(rows: readonly ValueRow[], now: number): string[] {
  const today = energyDayOf(now);
  const days = new Set<string>();
  for (const row of rows) {
    if (!COUNTER_KEYS.has(row.k) || typeof row.n !== 'number') continue;
    const day = energyDayOf(Date.parse(row.t));
    if (day < today) days.add(day);
  }
  return [...days].sort();
}

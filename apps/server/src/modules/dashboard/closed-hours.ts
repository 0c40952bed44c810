import type { HourRow } from './wall.repository';

const HOUR_MS = 3_600_000;
/** An hour is closed once it ended this long ago: counters sent late have arrived by then. */
const SETTLE_MS = 10 * 60_000;
/** Hours kept per subtree, and subtrees kept at once (past this all are forgotten). */
const KEPT_HOURS = 48;
const MAX_SUBTREES = 500;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The power curve's closed hours per subtree, so that each refresh reads only the hours still
 * open (the current one and, for a few minutes, the one before) instead of a day of every light's
 * hourly highs. A closed hour's figures no longer change.
 */
export class ClosedHours {
  private readonly subtrees = new Map<string, Map<string, HourRow>>();

  /** The first hour from `first` on (ms) that is not kept for `subtree`: the curve is read from there. */
  firstMissing(subtree: string, first: number, current: number): number {
    const kept = this.subtrees.get(subtree);
    let hour = first;
    while (hour < current && kept?.has(iso(hour))) hour += HOUR_MS;
    return hour;
  }

  /**
   * Keeps the closed hours of `rows`, read for the hours from `from` (ms) on, an hour without a row
   * as one without energy; answers every kept and read row.
   */
  keep(subtree: string, from: number, rows: HourRow[], now: number): HourRow[] {
    if (!this.subtrees.has(subtree) && this.subtrees.size >= MAX_SUBTREES) this.subtrees.clear();
    const kept = this.subtrees.get(subtree) ?? new Map<string, HourRow>();
    this.subtrees.set(subtree, kept);
    const read = new Map(rows.map((row) => [row.hour, row]));
    for (let hour = from; hour + HOUR_MS + SETTLE_MS <= now; hour += HOUR_MS) {
      const name = iso(hour);
      kept.set(name, read.get(name) ?? { hour: name, consumedWh: 0, generatedWh: null, devices: 0 });
    }
    const oldest = iso(now - KEPT_HOURS * HOUR_MS);
    for (const name of kept.keys()) if (name < oldest) kept.delete(name);
    return [...kept.values(), ...rows.filter((row) => !kept.has(row.hour))];
  }
}

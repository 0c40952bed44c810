import type { StatisticsPeriod } from '@lamplighter/contract';

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of a UTC date. */
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const startOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * The days a report covers, on the caller's clock: as asked, or by default the last 7 days, the
 * last 12 months or the last 5 years up to today, whole months and years.
 */
export function reportDays(
  period: StatisticsPeriod,
  asked: { from?: string | undefined; to?: string | undefined },
  now: number,
  utcOffsetMinutes: number,
): { from: string; to: string } {
  const to = asked.to ?? dayOf(now + utcOffsetMinutes * 60_000);
  if (asked.from) return { from: asked.from, to };
  const last = new Date(startOf(to));
  const year = last.getUTCFullYear();
  if (period === 'day') return { from: dayOf(startOf(to) - 6 * DAY_MS), to };
  if (period === 'month') return { from: dayOf(Date.UTC(year, last.getUTCMonth() - 11, 1)), to };
  return { from: `${year - 4}-01-01`, to };
}

/** Days from `from` to `to`, both included. */
export function dayCount(from: string, to: string): number {
  return Math.round((startOf(to) - startOf(from)) / DAY_MS) + 1;
}

/** How many periods the days touch. */
export function periodCount(period: StatisticsPeriod, from: string, to: string): number {
  if (period === 'day') return dayCount(from, to);
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return period === 'month' ? (ty - fy) * 12 + (tm - fm) + 1 : ty - fy + 1;
}

/** The UTC instants the days span on a clock `utcOffsetMinutes` east of UTC: [start, end). */
export function instantsOf(days: { from: string; to: string }, utcOffsetMinutes: number) {
  const shift = utcOffsetMinutes * 60_000;
  return {
    from: new Date(startOf(days.from) - shift),
    to: new Date(startOf(days.to) + DAY_MS - shift),
  };
}

import type { WeatherPeriod } from '@lamplighter/contract';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Days each period shows, ending with the day asked for. */
const PERIOD_DAYS: Record<WeatherPeriod, number> = { day: 1, week: 7, month: 30, year: 365 };

/** How finely each period is drawn: each reading over a day, hours over a week or a month, days over a year. */
export const PERIOD_STEPS = { day: 'reading', week: 'hour', month: 'hour', year: 'day' } as const;

/** A span of time [from, to) in UTC milliseconds. */
export interface Span {
  from: number;
  to: number;
}

/** The day (YYYY-MM-DD) that `at` falls on, on a clock `utcOffset` minutes east of UTC. */
export function localDay(at: number, utcOffset: number): string {
  return new Date(at + utcOffset * MINUTE_MS).toISOString().slice(0, 10);
}

/** When a day (YYYY-MM-DD) of that clock begins, in UTC milliseconds. */
export function dayStart(day: string, utcOffset: number): number {
  return Date.parse(`${day}T00:00:00Z`) - utcOffset * MINUTE_MS;
}

/** The days a period shows, the last one `lastDay` (default: today on the clock). */
export function periodSpan(
  period: WeatherPeriod,
  lastDay: string | undefined,
  utcOffset: number,
  now: number,
): Span {
  const to = dayStart(lastDay ?? localDay(now, utcOffset), utcOffset) + DAY_MS;
  return { from: to - PERIOD_DAYS[period] * DAY_MS, to };
}

/** The days from `fromDay` to `toDay` included (defaults: 30 days back to today), and how many they are. */
export function daySpan(
  fromDay: string | undefined,
  toDay: string | undefined,
  utcOffset: number,
  now: number,
): Span & { days: number } {
  const to = dayStart(toDay ?? localDay(now, utcOffset), utcOffset) + DAY_MS;
  const from = fromDay === undefined ? to - 30 * DAY_MS : dayStart(fromDay, utcOffset);
  return { from, to, days: Math.round((to - from) / DAY_MS) };
}

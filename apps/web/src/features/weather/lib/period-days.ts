import type { WeatherPeriod } from '@lamplighter/contract';
import dayjs from 'dayjs';

const DAY = 'YYYY-MM-DD';

/** Days each period shows, ending with its last day: as the server draws the trend of a period. */
const PERIOD_DAYS: Record<WeatherPeriod, number> = { day: 1, week: 7, month: 30, year: 365 };

/** The days a period ending on `lastDay` (YYYY-MM-DD) covers, both included: what its daily table lists. */
export function periodDays(period: WeatherPeriod, lastDay: string): { from: string; to: string } {
  const last = dayjs(lastDay);
  return { from: last.subtract(PERIOD_DAYS[period] - 1, 'day').format(DAY), to: last.format(DAY) };
}

/** Today on the browser's clock (YYYY-MM-DD). */
export function today(): string {
  return dayjs().format(DAY);
}

import { DASHBOARD_ENERGY_DAYS } from '@lamplighter/contract';

const DAY_MS = 86_400_000;

/** The days the home page's energy covers, on the caller's clock, and the instants they span. */
export interface EnergyWindow {
  /** The chart's days, oldest first, today last (`YYYY-MM-DD`). */
  days: string[];
  today: string;
  monthStart: string;
  /** The chart's first day or the month's, whichever is earlier. */
  firstDay: string;
  /** [from, to): from the start of the chart's first day or of the month, whichever is earlier. */
  from: Date;
  to: Date;
  utcOffsetMinutes: number;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function energyWindow(now: number, utcOffsetMinutes: number): EnergyWindow {
  const shift = utcOffsetMinutes * 60_000;
  const todayStart = Math.floor((now + shift) / DAY_MS) * DAY_MS;
  const today = dayOf(todayStart);
  const monthStart = `${today.slice(0, 7)}-01`;
  const days = Array.from({ length: DASHBOARD_ENERGY_DAYS }, (_, i) =>
    dayOf(todayStart - (DASHBOARD_ENERGY_DAYS - 1 - i) * DAY_MS),
  );
  const first = [days[0] ?? today, monthStart].sort()[0] ?? today;
  return {
    days,
    today,
    monthStart,
    firstDay: first,
    from: new Date(Date.parse(`${first}T00:00:00Z`) - shift),
    to: new Date(todayStart + DAY_MS - shift),
    utcOffsetMinutes,
  };
}

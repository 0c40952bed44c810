import { DASHBOARD_ENERGY_DAYS } from '@lamplighter/contract';
import { energyDayOf } from '../telemetry/energy-day';
import { ENERGY_DAY_UTC_OFFSET } from '../telemetry/telemetry.table';

const DAY_MS = 86_400_000;
/**
 * A day of the energy clock is summed per account once it ended this long ago: far longer than a
 * write of its counters that began before its end can take, so no such write is missed.
 */
export const SUM_AFTER_MS = 10 * 60_000;

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
  /**
   * On the energy clock, the days from the first one on that are read from the per-account sums
   * (`summed`) and those still read from each light's days (`live`: today, and yesterday in the
   * first minutes after midnight). On another clock both are empty.
   */
  summed: string[];
  live: string[];
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
  const firstStart = Date.parse(`${first}T00:00:00Z`);
  const all = Array.from({ length: (todayStart - firstStart) / DAY_MS + 1 }, (_, i) =>
    dayOf(firstStart + i * DAY_MS),
  );
  const onEnergyClock = utcOffsetMinutes === ENERGY_DAY_UTC_OFFSET;
  const firstOpen = energyDayOf(now - SUM_AFTER_MS);
  return {
    days,
    today,
    monthStart,
    firstDay: first,
    from: new Date(firstStart - shift),
    to: new Date(todayStart + DAY_MS - shift),
    utcOffsetMinutes,
    summed: onEnergyClock ? all.filter((day) => day < firstOpen) : [],
    live: onEnergyClock ? all.filter((day) => day >= firstOpen) : [],
  };
}

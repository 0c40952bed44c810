import { energyDayOf } from '../telemetry/energy-day';
import { ENERGY_DAY_UTC_OFFSET } from '../telemetry/telemetry.table';
import { type EnergyWindow, SUM_AFTER_MS } from './energy-window';

const DAY_MS = 86_400_000;

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The year so far on the energy clock, as an energy window whose "month" is the year: the home
 * page's energy statement then adds the year's closed days from the per-account sums and reads
 * only the open days light by light. The year is always the energy clock's: reading a year of
 * hourly highs for a caller on another clock would be far too slow, and the two years differ
 * only in the hours around New Year.
 */
export function yearWindow(now: number): EnergyWindow {
  const today = energyDayOf(now);
  const yearStart = `${today.slice(0, 4)}-01-01`;
  const shift = ENERGY_DAY_UTC_OFFSET * 60_000;
  const firstStart = Date.parse(`${yearStart}T00:00:00Z`);
  const todayStart = Date.parse(`${today}T00:00:00Z`);
  const days = Array.from({ length: (todayStart - firstStart) / DAY_MS + 1 }, (_, i) =>
    dayOf(firstStart + i * DAY_MS),
  );
  const firstOpen = energyDayOf(now - SUM_AFTER_MS);
  return {
    days,
    today,
    monthStart: yearStart,
    firstDay: yearStart,
    from: new Date(firstStart - shift),
    to: new Date(todayStart + DAY_MS - shift),
    utcOffsetMinutes: ENERGY_DAY_UTC_OFFSET,
    summed: days.filter((day) => day < firstOpen),
    live: days.filter((day) => day >= firstOpen),
  };
}

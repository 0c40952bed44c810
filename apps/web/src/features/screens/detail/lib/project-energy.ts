import type { DashboardEnergy, EnergyFigures, StatisticsReport } from '@lamplighter/contract';

const DAY_MS = 86_400_000;
const NOTHING: EnergyFigures = { devices: 0, consumed: 0, generated: 0, saved: 0, lightinghours: 0, co2: 0 };

/** `count` calendar days ending with `today` (YYYY-MM-DD), oldest first. */
export function lastDays(today: string, count: number): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(end - (count - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** Today on the browser's clock, as YYYY-MM-DD. */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const figuresOf = ({
  devices,
  consumed,
  generated,
  saved,
  lightinghours,
  co2,
}: EnergyFigures): EnergyFigures => ({
  devices,
  consumed,
  generated,
  saved,
  lightinghours,
  co2,
});

/**
 * A project's energy as the wall's energy panels show it, from two statistics reports of the
 * project: its days (`byDay`, the last days up to today) and this month (`thisMonth`). A day
 * without a report counts nothing.
 */
export function projectEnergy(
  byDay: StatisticsReport,
  thisMonth: StatisticsReport,
  days: readonly string[],
): DashboardEnergy {
  const rows = new Map(byDay.rows.map((row) => [row.period, figuresOf(row)]));
  const today = days[days.length - 1];
  return {
    today: (today && rows.get(today)) || NOTHING,
    month: figuresOf(thisMonth.totals),
    days: days.map((day) => ({ day, ...(rows.get(day) ?? NOTHING) })),
    co2factor: byDay.co2factor,
  };
}

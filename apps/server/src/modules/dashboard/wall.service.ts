import {
  DASHBOARD_REUSE_MS,
  energyFiguresOf,
  type PowerHour,
  type WallPower,
  type WallTopProjects,
  type WallWeather,
  type WallYear,
} from '@lamplighter/contract';
import { type Caller, can } from '../../platform/caller';
import { ClosedHours } from './closed-hours';
import type { DashboardEnergyRepository } from './dashboard-energy.repository';
import type { EnergySumsRepository } from './energy-sums.repository';
import { FreshAnswers } from './fresh-answers';
import type { HourRow, WallRepository } from './wall.repository';
import { yearWindow } from './wall-year-window';

const HOUR_MS = 3_600_000;
/** The current hour's power is its energy so far over the time so far, counted from this much at least. */
const SHORTEST_SPAN_MS = 5 * 60_000;
/** Energy and weather change by the minute; the projects' faults follow the live events. */
const SLOW = { maxAgeMs: 60_000, reuseMs: 60_000, aheadMs: 20_000, maxEntries: 500 };
const LIVE = {
  maxAgeMs: 30_000,
  reuseMs: DASHBOARD_REUSE_MS,
  aheadMs: DASHBOARD_REUSE_MS / 2,
  maxEntries: 500,
};

const kilowatts = (wh: number, spanMs: number) => Math.round((wh / (spanMs / HOUR_MS)) * 1000) / 1e6;

/**
 * The hours from the `count`-th last to the current one, each with the mean power of its energy:
 * an hour without a row had no light whose counters rose.
 */
export function powerHours(rows: HourRow[], count: number, now: number): PowerHour[] {
  const current = Math.floor(now / HOUR_MS) * HOUR_MS;
  const byHour = new Map(rows.map((row) => [row.hour, row]));
  return Array.from({ length: count }, (_, i) => {
    const start = current - (count - 1 - i) * HOUR_MS;
    const hour = new Date(start).toISOString();
    const span = start === current ? Math.max(now - start, SHORTEST_SPAN_MS) : HOUR_MS;
    const row = byHour.get(hour);
    return {
      hour,
      consumed: kilowatts(row?.consumedWh ?? 0, span),
      generated: row?.generatedWh == null ? null : kilowatts(row.generatedWh, span),
      devices: row?.devices ?? 0,
    };
  });
}

/** The monitoring wall's aggregates of the caller's subtree, kept a little as the home page's are. */
export class WallService {
  private readonly powers: FreshAnswers<WallPower>;
  private readonly years: FreshAnswers<WallYear>;
  private readonly weathers: FreshAnswers<WallWeather>;
  private readonly faulty: FreshAnswers<WallTopProjects>;
  private readonly closedHours = new ClosedHours();

  constructor(
    private readonly repository: WallRepository,
    private readonly energyRepository: DashboardEnergyRepository,
    private readonly energySums: EnergySumsRepository,
    private readonly now: () => number = Date.now,
  ) {
    this.powers = new FreshAnswers(SLOW, now);
    this.years = new FreshAnswers(SLOW, now);
    this.weathers = new FreshAnswers(SLOW, now);
    this.faulty = new FreshAnswers(LIVE, now);
  }

  /** A device changed state or a warning came or went. */
  devicesChanged(): void {
    this.faulty.changed();
  }

  power(caller: Caller, count: number): Promise<WallPower> {
    return this.powers.get(`${caller.path}|${count}`, async () => {
      const now = this.now();
      const current = Math.floor(now / HOUR_MS) * HOUR_MS;
      const from = this.closedHours.firstMissing(caller.path, current - (count - 1) * HOUR_MS, current);
      const [read, latest] = await Promise.all([
        this.repository.hours(caller, new Date(from), new Date(current + HOUR_MS)),
        this.repository.powerNow(caller),
      ]);
      const rows = this.closedHours.keep(caller.path, from, read, now);
      return {
        hours: powerHours(rows, count, now),
        now: {
          consumed: kilowatts(latest.consumedW, HOUR_MS),
          generated: latest.generatedW === null ? null : kilowatts(latest.generatedW, HOUR_MS),
        },
      };
    });
  }

  year(caller: Caller): Promise<WallYear> {
    return this.years.get(caller.path, async () => {
      const window = yearWindow(this.now());
      await this.energySums.sumMissing(window.summed);
      const rows = await this.energyRepository.energy(caller, window);
      // The statement's "month" is the window's, which starts at New Year here.
      const year = rows.find((row) => row.period === 'month');
      return {
        year: window.today.slice(0, 4),
        figures: energyFiguresOf(year ?? { devices: 0, consumedWh: 0, generatedWh: 0, savedWh: 0, hours: 0 }),
      };
    });
  }

  weather(caller: Caller, limit: number): Promise<WallWeather> {
    return this.weathers.get(`${caller.path}|${limit}`, async () => {
      const rows = await this.repository.stations(caller, limit);
      return { total: rows[0]?.total ?? 0, stations: rows.map(({ total: _total, ...station }) => station) };
    });
  }

  topProjects(caller: Caller, limit: number): Promise<WallTopProjects> {
    const withWarnings = can(caller, 'warning:list');
    return this.faulty.get(`${caller.path}|${limit}|${withWarnings}`, async () => {
      const rows = await this.repository.faultyProjects(caller, limit, withWarnings);
      return { projects: rows.map((row) => ({ ...row, warnings: withWarnings ? row.warnings : null })) };
    });
  }
}

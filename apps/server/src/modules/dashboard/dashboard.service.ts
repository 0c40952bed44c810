import {
  CO2_KG_PER_KWH,
  DASHBOARD_EXPIRY_DAYS,
  DASHBOARD_REUSE_MS,
  DASHBOARD_WARNING_HOURS,
  type DashboardEnergy,
  type DashboardSummary,
  energyFiguresOf,
  LIGHT_TYPES,
  sunPosition,
} from '@lamplighter/contract';
import { type Caller, can } from '../../platform/caller';
import type { CellRow, DashboardRepository, StateCount } from './dashboard.repository';
import type { DashboardEnergyRepository, EnergyRow } from './dashboard-energy.repository';
import type { EnergySumsRepository } from './energy-sums.repository';
import { energyWindow } from './energy-window';
import { FreshAnswers } from './fresh-answers';

const DAY_MS = 86_400_000;
const RUN_STATES = [1, 2, 3, 4, 5];
/**
 * The summary follows the live events; what changes without one (lamps switching by their own
 * clock, devices added) shows within this time. Energy counters change by the minute.
 */
const SUMMARY_MAX_AGE_MS = 30_000;
const ENERGY_MAX_AGE_MS = 60_000;
/** How long before an answer falls due its successor is started: longer than making one takes. */
const SUMMARY_AHEAD_MS = DASHBOARD_REUSE_MS / 2;
const ENERGY_AHEAD_MS = 20_000;
/** Subtrees and clocks kept at once; past this all are forgotten. */
const MAX_ENTRIES = 500;

/** Devices by run state and by family, and the lamps burning now, from the per-family counts. */
function deviceCounts(counts: StateCount[]) {
  const total = counts.reduce((all, row) => all + row.count, 0);
  const ofState = (state: number) =>
    counts.filter((row) => row.state === state).reduce((all, row) => all + row.count, 0);
  const known = RUN_STATES.map((runstate) => ({ runstate, count: ofState(runstate) }));
  const unknown = total - known.reduce((all, row) => all + row.count, 0);
  const byType = new Map<number, number>();
  for (const row of counts) byType.set(row.type, (byType.get(row.type) ?? 0) + row.count);
  const lamps = counts.filter((row) => LIGHT_TYPES.includes(row.type));
  return {
    devices: {
      total,
      byState: [...known, { runstate: null, count: unknown }],
      byType: [...byType].sort(([a], [b]) => a - b).map(([devicetype, count]) => ({ devicetype, count })),
    },
    lampsTotal: lamps.reduce((all, row) => all + row.count, 0),
    lampsOn: lamps.reduce((all, row) => all + row.on, 0),
  };
}

/** Located lamps where the sun is below the horizon now, judged at the mean position of each cell. */
function lampsInTheDark(cells: CellRow[], at: number): number {
  return cells
    .filter((cell) => cell.lamps > 0 && sunPosition(at, cell.latitude, cell.longitude).elevation < 0)
    .reduce((all, cell) => all + cell.lamps, 0);
}

const figures = (row: EnergyRow | undefined) =>
  energyFiguresOf(row ?? { devices: 0, consumedWh: 0, generatedWh: 0, savedWh: 0, hours: 0 });

/** The home page of the caller's subtree. */
export class DashboardService {
  private readonly summaries: FreshAnswers<DashboardSummary>;
  private readonly energies: FreshAnswers<DashboardEnergy>;

  constructor(
    private readonly repository: DashboardRepository,
    private readonly energyRepository: DashboardEnergyRepository,
    private readonly energySums: EnergySumsRepository,
    /** The server's calendar day, as the device lists count package ends. */
    private readonly today: () => string,
    private readonly now: () => number = Date.now,
  ) {
    const reuseMs = DASHBOARD_REUSE_MS;
    this.summaries = new FreshAnswers(
      { maxAgeMs: SUMMARY_MAX_AGE_MS, reuseMs, aheadMs: SUMMARY_AHEAD_MS, maxEntries: MAX_ENTRIES },
      now,
    );
    this.energies = new FreshAnswers(
      { maxAgeMs: ENERGY_MAX_AGE_MS, reuseMs, aheadMs: ENERGY_AHEAD_MS, maxEntries: MAX_ENTRIES },
      now,
    );
  }

  /** A device changed state, a warning came or went, a command was answered. */
  devicesChanged(): void {
    this.summaries.changed();
  }

  summary(caller: Caller): Promise<DashboardSummary> {
    const withWarnings = can(caller, 'warning:list');
    return this.summaries.get(`${caller.path}|${withWarnings}`, () => this.makeSummary(caller, withWarnings));
  }

  energy(caller: Caller, utcOffsetMinutes: number): Promise<DashboardEnergy> {
    return this.energies.get(`${caller.path}|${utcOffsetMinutes}`, () =>
      this.makeEnergy(caller, utcOffsetMinutes),
    );
  }

  private async makeSummary(caller: Caller, withWarnings: boolean): Promise<DashboardSummary> {
    const at = this.now();
    const today = this.today();
    const last = new Date(Date.parse(`${today}T00:00:00Z`) + DASHBOARD_EXPIRY_DAYS * DAY_MS);
    const [counts, cells, warnings, expiring] = await Promise.all([
      this.repository.stateCounts(caller),
      this.repository.cells(caller),
      withWarnings
        ? this.repository.warningsSince(caller, new Date(at - DASHBOARD_WARNING_HOURS * 3_600_000))
        : null,
      this.repository.expiring(caller, today, last.toISOString().slice(0, 10)),
    ]);
    const { devices, lampsTotal, lampsOn } = deviceCounts(counts);
    return {
      devices,
      lamps: {
        total: lampsTotal,
        on: lampsOn,
        located: cells.reduce((all, cell) => all + cell.lamps, 0),
        expectedOn: lampsInTheDark(cells, at),
      },
      warnings,
      expiring,
      map: cells.map(({ lamps: _lamps, ...cell }) => cell),
    };
  }

  private async makeEnergy(caller: Caller, utcOffsetMinutes: number): Promise<DashboardEnergy> {
    const window = energyWindow(this.now(), utcOffsetMinutes);
    const onEnergyClock = window.summed.length + window.live.length > 0;
    if (onEnergyClock) await this.energySums.sumMissing(window.summed);
    const found = onEnergyClock
      ? await this.energyRepository.energy(caller, window)
      : await this.energyRepository.energyOnOtherClock(caller, window);
    const rows = new Map(found.map((row) => [row.period, row]));
    return {
      today: figures(rows.get(window.today)),
      month: figures(rows.get('month')),
      days: window.days.map((day) => ({ day, ...figures(rows.get(day)) })),
      co2factor: CO2_KG_PER_KWH,
    };
  }
}

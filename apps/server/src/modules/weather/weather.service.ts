import {
  crossingsOf,
  type DailyExportQuery,
  type DailyQuery,
  type DailyRow,
  isDarkAt,
  meteoUnits,
  type RegionFigure,
  type TrendKey,
  type TrendQuery,
  trendKeys,
  WEATHER_DAILY_MAX_DAYS,
  type WeatherOverview,
  type WeatherStationItem,
  type WeatherTrend,
} from '@lamplighter/contract';
import type { Caller } from '../../platform/caller';
import { fail } from '../../platform/errors';
import { daySpan, dayStart, localDay, PERIOD_STEPS, periodSpan } from './weather-periods';
import type {
  DayFigures,
  StationName,
  StationRow,
  WeatherReadingsRepository,
} from './weather-readings.repository';
import type { ThresholdRow } from './weather-thresholds.repository';

const OFFLINE = 4;
const round = (value: number) => Math.round(value * 100) / 100;

/** The thresholds of the caller's projects, by project. */
export type ThresholdsOf = (caller: Caller) => Promise<Map<number, ThresholdRow[]>>;

/** The days of some stations, ready for the daily table or the export: first and last day, rows. */
export interface StationDays {
  from: string;
  to: string;
  stations: StationName[];
  days: DayFigures[];
  total: number;
}

/** What the stations report, read for the meteorological screens. */
export class WeatherService {
  constructor(
    private readonly readings: WeatherReadingsRepository,
    private readonly thresholdsOf: ThresholdsOf,
    private readonly now: () => number,
  ) {}

  async overview(caller: Caller, projectId: number | undefined, utcOffset: number): Promise<WeatherOverview> {
    const [rows, thresholds] = await Promise.all([
      this.readings.stations(caller, projectId),
      this.thresholdsOf(caller),
    ]);
    const at = this.now();
    const stations = rows.map((row) => this.present(row, thresholds.get(row.projectid ?? 0) ?? [], at));
    const reporting = rows.filter((row) => row.runstate !== OFFLINE && row.reportedat !== null);
    const midnight = dayStart(localDay(at, utcOffset), utcOffset);
    const today = await this.readings.extremesSince(
      reporting.map((row) => row.id),
      midnight,
    );
    return { stations, region: regionFigures(reporting, today) };
  }

  async trend(caller: Caller, query: TrendQuery): Promise<WeatherTrend> {
    const stations = await this.stations(caller, query.deviceids);
    const ids = stations.map((station) => station.id);
    const span = periodSpan(query.period, query.date, query.utcoffset, this.now());
    const step = PERIOD_STEPS[query.period];
    const columns = new Map(
      (await this.readings.trend(ids, query.key, span, step, query.utcoffset)).map(({ deviceid, points }) => [
        deviceid,
        points,
      ]),
    );
    return {
      key: query.key,
      unit: meteoUnits[query.key],
      period: query.period,
      from: new Date(span.from).toISOString(),
      to: new Date(span.to).toISOString(),
      step,
      series: stations.map((station) => ({
        deviceid: station.id,
        devicecode: station.devicecode,
        devicename: station.devicename,
        points: columns.get(station.id) ?? { t: [], min: [], mean: [], max: [] },
      })),
    };
  }

  async daily(caller: Caller, query: DailyQuery): Promise<{ list: DailyRow[]; total: number }> {
    const found = await this.days(caller, query, [query.key], {
      limit: query.pagesize,
      offset: (query.pagenum - 1) * query.pagesize,
    });
    const names = new Map(found.stations.map((station) => [station.id, station]));
    return {
      total: found.total,
      list: found.days.map((day) => {
        const station = names.get(day.deviceid);
        return {
          day: day.day,
          deviceid: day.deviceid,
          devicecode: station?.devicecode ?? '',
          devicename: station?.devicename ?? '',
          min: round(day.min),
          mean: round(day.mean),
          max: round(day.max),
          readings: day.readings,
        };
      }),
    };
  }

  /** Every reading's days of some stations, for the export. */
  allDays(caller: Caller, query: DailyExportQuery): Promise<StationDays> {
    return this.days(caller, query, trendKeys);
  }

  private async days(
    caller: Caller,
    query: DailyExportQuery,
    keys: readonly TrendKey[],
    page?: { limit: number; offset: number },
  ): Promise<StationDays> {
    const span = daySpan(query.from, query.to, query.utcoffset, this.now());
    if (span.days > WEATHER_DAILY_MAX_DAYS) {
      throw fail.invalidField('from', 'weather.rangeTooLong', { max: WEATHER_DAILY_MAX_DAYS });
    }
    const stations = await this.stations(caller, query.deviceids);
    const found = await this.readings.days(
      stations.map((station) => station.id),
      keys,
      span,
      query.utcoffset,
      page,
    );
    return {
      from: localDay(span.from, query.utcoffset),
      to: localDay(span.to - 1, query.utcoffset),
      stations,
      days: found.rows,
      total: found.total,
    };
  }

  /** The stations asked for, every one of them the caller's; another's id answers 404, as one that is none. */
  private async stations(caller: Caller, ids: number[]): Promise<StationName[]> {
    const unique = [...new Set(ids)];
    const found = await this.readings.named(caller, unique);
    if (found.length < unique.length) throw fail.notFound('weather station');
    return found;
  }

  private present(row: StationRow, thresholds: ThresholdRow[], at: number): WeatherStationItem {
    const dark = isDarkAt(at, row.latitude, row.longitude);
    const crossed = [...new Set(crossingsOf(row.values, thresholds, dark).map((crossing) => crossing.key))];
    return { ...row, crossed };
  }
}

/** The region now (over the stations reporting) and today (from their hours), reading by reading. */
function regionFigures(
  reporting: StationRow[],
  today: { key: TrendKey; min: number; max: number }[],
): RegionFigure[] {
  return trendKeys.map((key) => {
    const values = reporting.flatMap((row) => (row.values[key] === null ? [] : [row.values[key]]));
    const day = today.find((figure) => figure.key === key);
    return {
      key,
      stations: values.length,
      min: values.length ? Math.min(...values) : null,
      mean: values.length ? round(values.reduce((sum, value) => sum + value, 0) / values.length) : null,
      max: values.length ? Math.max(...values) : null,
      todaymin: day ? round(day.min) : null,
      todaymax: day ? round(day.max) : null,
    };
  });
}

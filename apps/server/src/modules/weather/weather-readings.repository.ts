import {
  DEVICE_TYPE,
  type MeteoKey,
  meteoKeys,
  type TrendColumns,
  type TrendKey,
  type WeatherTrend,
} from '@lamplighter/contract';
import { type SQL, sql } from 'drizzle-orm';
import { arrayLiteral } from '../../db/array-literal';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import type { Caller } from '../../platform/caller';
import { accountInSubtree } from '../../platform/scope';
import { devices } from '../devices/devices.table';
import { deviceGroups, projects } from '../projects/projects.table';
import {
  ENERGY_DAY_UTC_OFFSET,
  telemetryHistory,
  telemetryLatest,
  weatherDays,
  weatherHours,
} from '../telemetry/telemetry.table';
import { localDay, type Span } from './weather-periods';

export interface StationRow {
  id: number;
  devicecode: string;
  devicename: string;
  projectid: number | null;
  projectname: string;
  groupname: string;
  longitude: number | null;
  latitude: number | null;
  runstate: number | null;
  reportedat: string | null;
  values: Record<MeteoKey, number | null>;
}

export interface StationName {
  id: number;
  devicecode: string;
  devicename: string;
}

type TrendStep = WeatherTrend['step'];

export interface DayFigures {
  day: string;
  deviceid: number;
  key: string;
  min: number;
  mean: number;
  max: number;
  readings: number;
}

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', ${sql.raw(ISO)})`;
const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
/** Ids as one array parameter: `= any(...)` lets the planner read each station's rows by its index. */
const anyOf = (ids: number[]) => sql`any(${arrayLiteral(ids)}::int[])`;
/** A UTC time as the day it falls on, on a clock `offset` minutes east of UTC. */
const dayOn = (column: SQL, offset: number) =>
  sql`to_char((${column} at time zone 'UTC') + make_interval(mins => ${offset}::int), 'YYYY-MM-DD')`;

/** The steps of one key of some stations in a span: `device_id`, `at` (when the step began), `lo`, `mid`, `hi`. */
function stepsOf(deviceIds: number[], key: TrendKey, span: Span, step: TrendStep, offset: number): SQL {
  if (step === 'reading') {
    const h = telemetryHistory;
    return sql`select ${h.deviceId} as device_id, ${h.ts} as at, ${h.numberValue}::float8 as lo,
        ${h.numberValue}::float8 as mid, ${h.numberValue}::float8 as hi from ${h}
      where ${h.deviceId} = ${anyOf(deviceIds)} and ${h.key} = ${key} and ${h.numberValue} is not null
        and ${h.ts} >= ${at(span.from)} and ${h.ts} < ${at(span.to)}`;
  }
  const w = weatherHours;
  const hoursOf = sql`${w.deviceId} = ${anyOf(deviceIds)} and ${w.key} = ${key}
    and ${w.hour} >= ${at(span.from)} and ${w.hour} < ${at(span.to)}`;
  if (step === 'hour') {
    return sql`select ${w.deviceId} as device_id, ${w.hour} as at, ${w.min} as lo,
        (${w.sum} / ${w.count})::float8 as mid, ${w.max} as hi from ${w} where ${hoursOf}`;
  }
  const midnight = (day: SQL) =>
    sql`(${day})::timestamp at time zone 'UTC' - make_interval(mins => ${offset}::int)`;
  if (offset === ENERGY_DAY_UTC_OFFSET) {
    const k = weatherDays;
    return sql`select ${k.deviceId} as device_id, ${midnight(sql`${k.day}`)} as at, ${k.min} as lo,
        (${k.sum} / ${k.count})::float8 as mid, ${k.max} as hi from ${k}
      where ${k.deviceId} = ${anyOf(deviceIds)} and ${k.key} = ${key}
        and ${k.day} >= ${localDay(span.from, offset)}::date and ${k.day} < ${localDay(span.to, offset)}::date`;
  }
  const day = sql`((${w.hour} at time zone 'UTC') + make_interval(mins => ${offset}::int))::date`;
  return sql`select ${w.deviceId} as device_id, ${midnight(day)} as at, min(${w.min}) as lo,
      (sum(${w.sum}) / sum(${w.count}))::float8 as mid, max(${w.max}) as hi from ${w}
    where ${hoursOf} group by 1, 2`;
}

const d = devices;
const stationsOf = (caller: Caller) =>
  sql`${accountInSubtree(d.accountId, caller)} and ${d.typeId} = ${DEVICE_TYPE.weatherStation}`;

/** SQL of what weather stations reported: newest values, hours and days. No rules here. */
export class WeatherReadingsRepository {
  constructor(private readonly db: Database) {}

  /** The caller's stations (of one project when given) with the newest value of every reading, by name. */
  stations(caller: Caller, projectId: number | undefined): Promise<StationRow[]> {
    const project = projectId === undefined ? sql`` : sql`and ${d.projectId} = ${projectId}`;
    return this.stationsWhere(sql`${stationsOf(caller)} ${project}`);
  }

  /** Every station of a project with its newest readings, whoever asks: what the lighting rules read. */
  projectStations(projectId: number): Promise<StationRow[]> {
    return this.stationsWhere(
      sql`${d.projectId} = ${projectId} and ${d.typeId} = ${DEVICE_TYPE.weatherStation}`,
    );
  }

  private async stationsWhere(condition: SQL): Promise<StationRow[]> {
    const l = telemetryLatest;
    const keys = sql.raw(meteoKeys.map((key) => `'${key}'`).join(', '));
    const values = sql.raw(
      meteoKeys.map((key) => `'${key}', max(l.number_value) filter (where l.key = '${key}')`).join(', '),
    );
    return rowsOf<StationRow>(
      await this.db.execute(sql`
        select ${d.id} as id, ${d.code} as devicecode, ${d.name} as devicename, ${d.projectId} as projectid,
          coalesce(max(${projects.name}), '') as projectname, coalesce(max(${deviceGroups.name}), '') as groupname,
          ${d.longitude} as longitude, ${d.latitude} as latitude, ${d.runState}::int as runstate,
          ${iso(sql`max(l.ts)`)} as reportedat, json_build_object(${values}) as values
        from ${d}
        left join ${projects} on ${projects.id} = ${d.projectId}
        left join ${deviceGroups} on ${deviceGroups.id} = ${d.groupId}
        left join ${l} l on l.device_id = ${d.id} and l.key in (${keys})
        where ${condition}
        group by ${d.id}
        order by ${d.name}, ${d.id}`),
    );
  }

  /** Which of the ids are weather stations of the caller, with their names. */
  async named(caller: Caller, ids: number[]): Promise<StationName[]> {
    return rowsOf<StationName>(
      await this.db.execute(sql`
        select ${d.id} as id, ${d.code} as devicecode, ${d.name} as devicename from ${d}
        where ${d.id} = ${anyOf(ids)} and ${stationsOf(caller)}
        order by ${d.name}, ${d.id}`),
    );
  }

  /** The lowest and highest of each reading of some stations since `from`, from their hours. */
  async extremesSince(
    deviceIds: number[],
    from: number,
  ): Promise<{ key: TrendKey; min: number; max: number }[]> {
    if (deviceIds.length === 0) return [];
    const w = weatherHours;
    return rowsOf(
      await this.db.execute(sql`
        select ${w.key} as key, min(${w.min})::float8 as min, max(${w.max})::float8 as max from ${w}
        where ${w.deviceId} = ${anyOf(deviceIds)} and ${w.hour} >= ${at(from)}
        group by ${w.key}`),
    );
  }

  /**
   * One key of some stations in a span, step by step, each station's steps as columns oldest first:
   * each reading itself, the hours, or the days on a clock `offset` minutes east of UTC (read as kept
   * on the clock the days are kept by, from the hours on any other). Values to two decimals.
   */
  async trend(
    deviceIds: number[],
    key: TrendKey,
    span: Span,
    step: TrendStep,
    offset: number,
  ): Promise<{ deviceid: number; points: TrendColumns }[]> {
    const steps = stepsOf(deviceIds, key, span, step, offset);
    const column = (value: string) => sql.raw(`json_agg(round(${value} * 100) / 100)`);
    // The steps are aggregated in the order the subquery sorts them: one sort instead of one per
    // column, and JSON that the driver reads natively rather than four arrays parsed value by
    // value; times by date_part, a float, not extract's numeric (a month of 8 stations: 7.7 ms of
    // the database and 3.4 ms of Node before, 4.0 and 1.6).
    return rowsOf(
      await this.db.execute(sql`
        select device_id as deviceid, json_build_object(
            't', json_agg(date_part('epoch', at) * 1000),
            'min', ${column('lo')}, 'mean', ${column('mid')}, 'max', ${column('hi')}) as points
        from (select * from (${steps}) as steps order by device_id, at) as ordered
        group by device_id`),
    );
  }

  /**
   * The days of some keys of some stations in a span, on a clock `offset` minutes east of UTC (an
   * hour counts on the day it starts in), newest day first; `page` limits the rows and counts them all.
   * On the clock the days are kept by they are read as kept, on any other from the hours.
   */
  async days(
    deviceIds: number[],
    keys: readonly TrendKey[],
    span: Span,
    offset: number,
    page?: { limit: number; offset: number },
  ): Promise<{ rows: DayFigures[]; total: number }> {
    const stations = sql`device_id = ${anyOf(deviceIds)} and key = any(${arrayLiteral(keys)}::text[])`;
    const figures =
      offset === ENERGY_DAY_UTC_OFFSET
        ? sql`select to_char(day, 'YYYY-MM-DD') as day, device_id, key, min, max, sum, count from ${weatherDays}
            where ${stations} and day >= ${localDay(span.from, offset)}::date and day < ${localDay(span.to, offset)}::date`
        : sql`select ${dayOn(sql`hour`, offset)} as day, device_id, key, min(min) as min, max(max) as max,
              sum(sum) as sum, sum(count) as count
            from ${weatherHours}
            where ${stations} and hour >= ${at(span.from)} and hour < ${at(span.to)}
            group by 1, 2, 3`;
    const rows = rowsOf<DayFigures & { total: number }>(
      await this.db.execute(sql`
        select day, device_id as deviceid, key, min::float8 as min, (sum / count)::float8 as mean,
          max::float8 as max, count::int as readings, (count(*) over ())::int as total
        from (${figures}) as days
        order by day desc, device_id, key
        ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`),
    );
    return { rows: rows.map(({ total: _, ...row }) => row), total: rows[0]?.total ?? 0 };
  }
}

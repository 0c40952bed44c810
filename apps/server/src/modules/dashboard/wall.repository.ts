import { DEVICE_TYPE, LIGHT_TYPES, type WeatherKey, weatherKeys } from '@lamplighter/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import type { Caller } from '../../platform/caller';
import { accountInSubtree } from '../../platform/scope';
import { devices } from '../devices/devices.table';
import { projects } from '../projects/projects.table';
import { energyHours, telemetryLatest } from '../telemetry/telemetry.table';
import { warnings } from '../warnings/warnings.table';

/** What the caller's lights used and made in one hour, Wh. */
export interface HourRow {
  hour: string;
  consumedWh: number;
  generatedWh: number | null;
  devices: number;
}

export interface StationRow {
  id: number;
  devicecode: string;
  devicename: string;
  projectname: string;
  runstate: number | null;
  reportedat: string | null;
  total: number;
  values: Record<WeatherKey, number | null>;
}

export interface ProjectFaultRow {
  id: number;
  name: string;
  faults: number;
  alarms: number;
  warnings: number;
}

const FAULT = 3;
const ALARM = 2;
const OFFLINE = 4;

/** What a counter rose by since the light's previous hour; a counter that fell restarted at midnight. */
const rise = (value: string, previous: string) =>
  sql.raw(`case when ${value} < ${previous} then ${value} else ${value} - ${previous} end`);

/** The monitoring wall's aggregates, each one statement over the caller's subtree. */
export class WallRepository {
  constructor(private readonly db: Database) {}

  /**
   * The energy each hour in [from, to) of the caller's lights, from the hourly highs of their
   * counters: per light what its counters rose by since its previous hour (read from an hour
   * before `from`), added per hour. A light's first hour in the range has nothing to rise from.
   */
  async hours(caller: Caller, from: Date, to: Date): Promise<HourRow[]> {
    const d = devices;
    const e = energyHours;
    const before = new Date(from.getTime() - 3_600_000);
    return rowsOf<HourRow>(
      await this.db.execute(sql`
        with lights as (
          select ${d.id} as id from ${d}
          where ${accountInSubtree(d.accountId, caller)} and ${d.typeId} in (${sql.raw(LIGHT_TYPES.join(', '))})
        ), highs as (
          select ${e.hour} as hour, ${e.consumed} as consumed, ${e.generated} as generated,
            lag(${e.consumed}) over light as consumed_before, lag(${e.generated}) over light as generated_before
          from ${e} join lights on lights.id = ${e.deviceId}
          where ${e.hour} >= ${before.toISOString()}::timestamptz and ${e.hour} < ${to.toISOString()}::timestamptz
          window light as (partition by ${e.deviceId} order by ${e.hour})
        )
        select to_char(hour at time zone 'UTC', 'YYYY-MM-DD"T"HH24:00:00.000"Z"') as hour,
          coalesce(sum(${rise('consumed', 'consumed_before')}), 0)::float8 as "consumedWh",
          sum(${rise('generated', 'generated_before')})::float8 as "generatedWh",
          (count(*) filter (where consumed_before is not null or generated_before is not null))::int as devices
        from highs where hour >= ${from.toISOString()}::timestamptz
        group by 1 order by 1`),
    );
  }

  /** The latest load and PV power of the caller's lights added up, W. */
  async powerNow(caller: Caller): Promise<{ consumedW: number; generatedW: number | null }> {
    const d = devices;
    const l = telemetryLatest;
    const [row] = rowsOf<{ consumedW: number; generatedW: number | null }>(
      await this.db.execute(sql`
        select coalesce(sum(${l.numberValue}) filter (where ${l.key} = 'loadPower'), 0)::float8 as "consumedW",
          (sum(${l.numberValue}) filter (where ${l.key} = 'pvPower'))::float8 as "generatedW"
        from ${l} join ${d} on ${d.id} = ${l.deviceId}
        where ${l.key} in ('loadPower', 'pvPower') and ${accountInSubtree(d.accountId, caller)}
          and ${d.typeId} in (${sql.raw(LIGHT_TYPES.join(', '))})`),
    );
    return row ?? { consumedW: 0, generatedW: null };
  }

  /** The caller's weather stations, reporting ones first, with the newest value of each weather key. */
  async stations(caller: Caller, limit: number): Promise<StationRow[]> {
    const d = devices;
    const p = projects;
    const l = telemetryLatest;
    const keys = sql.raw(weatherKeys.map((key) => `'${key}'`).join(', '));
    const values = sql.raw(
      weatherKeys.map((key) => `'${key}', max(l.number_value) filter (where l.key = '${key}')`).join(', '),
    );
    return rowsOf<StationRow>(
      await this.db.execute(sql`
        select ${d.id} as id, ${d.code} as devicecode, ${d.name} as devicename,
          coalesce(max(${p.name}), '') as projectname, ${d.runState}::int as runstate,
          to_char(max(l.ts) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as reportedat,
          (count(*) over ())::int as total, json_build_object(${values}) as values
        from ${d}
        left join ${p} on ${p.id} = ${d.projectId}
        left join ${l} l on l.device_id = ${d.id} and l.key in (${keys})
        where ${accountInSubtree(d.accountId, caller)} and ${d.typeId} = ${DEVICE_TYPE.weatherStation}
        group by ${d.id}
        order by (${d.runState} is null or ${d.runState} = ${OFFLINE}), ${d.name}, ${d.id}
        limit ${limit}`),
    );
  }

  /**
   * The caller's projects with devices in fault or alarm now or open warnings (counted when
   * `withWarnings`), the most faulty first.
   */
  async faultyProjects(caller: Caller, limit: number, withWarnings: boolean): Promise<ProjectFaultRow[]> {
    const d = devices;
    const p = projects;
    const w = warnings;
    const unresolved = withWarnings
      ? sql`select ${d.projectId} as project_id, count(*)::int as warnings
          from ${w} join ${d} on ${d.id} = ${w.deviceId}
          where ${w.clearedAt} is null and ${accountInSubtree(w.accountId, caller)}
          group by ${d.projectId}`
      : sql`select null::int as project_id, 0 as warnings where false`;
    return rowsOf<ProjectFaultRow>(
      await this.db.execute(sql`
        with states as (
          select ${d.projectId} as project_id,
            (count(*) filter (where ${d.runState} = ${FAULT}))::int as faults,
            (count(*) filter (where ${d.runState} = ${ALARM}))::int as alarms
          from ${d}
          where ${accountInSubtree(d.accountId, caller)} and ${d.runState} in (${FAULT}, ${ALARM})
          group by ${d.projectId}
        ), unresolved as (${unresolved})
        select ${p.id} as id, ${p.name} as name, coalesce(states.faults, 0) as faults,
          coalesce(states.alarms, 0) as alarms, coalesce(unresolved.warnings, 0) as warnings
        from ${p}
        left join states on states.project_id = ${p.id}
        left join unresolved on unresolved.project_id = ${p.id}
        where ${accountInSubtree(p.accountId, caller)}
          and (states.project_id is not null or unresolved.project_id is not null)
        order by coalesce(states.faults, 0) + coalesce(states.alarms, 0) desc,
          coalesce(states.faults, 0) desc, coalesce(unresolved.warnings, 0) desc, ${p.name}, ${p.id}
        limit ${limit}`),
    );
  }
}

import {
  DASHBOARD_LIST_SIZE,
  DASHBOARD_MAP_GRID,
  type DashboardWarning,
  type ExpiringDevice,
  LAMP_OFF_WATTS,
  LIGHT_TYPES,
} from '@lamplighter/contract';
import { and, asc, desc, eq, gt, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import type { Caller } from '../../platform/caller';
import { accountInSubtree } from '../../platform/scope';
import { devices } from '../devices/devices.table';
import { projects } from '../projects/projects.table';
import { telemetryLatest } from '../telemetry/telemetry.table';
import { warningFields } from '../warnings/warning-fields';
import { warnings } from '../warnings/warnings.table';

/** Devices of one family in one run state, and how many of them are lamps burning now. */
export interface StateCount {
  type: number;
  state: number | null;
  count: number;
  on: number;
}

/** One cell of the map's grid: where its devices are on average, and their run states. */
export interface CellRow {
  longitude: number;
  latitude: number;
  count: number;
  states: number[];
  lamps: number;
}

/** A family that is a lamp, as a literal list: the same set in every statement. */
const isLight = (column: typeof devices.typeId) => sql`${column} in (${sql.raw(LIGHT_TYPES.join(', '))})`;

/** The home page's reads, each one aggregated statement over the caller's subtree. */
export class DashboardRepository {
  constructor(private readonly db: Database) {}

  /** Devices by family and run state, with the lamps among them whose latest load power shows them on. */
  async stateCounts(caller: Caller): Promise<StateCount[]> {
    const power = telemetryLatest;
    return this.db
      .select({
        type: sql<number>`${devices.typeId}::int`,
        state: sql<number | null>`${devices.runState}::int`,
        count: sql<number>`count(*)::int`,
        on: sql<number>`(count(*) filter (where ${isLight(devices.typeId)} and ${power.numberValue} >= ${LAMP_OFF_WATTS}))::int`,
      })
      .from(devices)
      .leftJoin(power, and(eq(power.deviceId, devices.id), eq(power.key, 'loadPower')))
      .where(accountInSubtree(devices.accountId, caller))
      .groupBy(devices.typeId, devices.runState);
  }

  /**
   * The located devices in a grid of at most DASHBOARD_MAP_GRID cells a side over their extent:
   * per cell their mean position, their run states (1 to 5, then none) and how many are lamps.
   */
  async cells(caller: Caller): Promise<CellRow[]> {
    const grid = DASHBOARD_MAP_GRID;
    const d = devices;
    const cellOf = (value: string, low: string, high: string) =>
      sql.raw(`least(floor((${value} - ${low}) / greatest(${high} - ${low}, 1e-9) * ${grid}), ${grid - 1})`);
    const rows = rowsOf<
      Omit<CellRow, 'states'> & { s1: number; s2: number; s3: number; s4: number; s5: number }
    >(
      await this.db.execute(sql`
        with located as (
          select ${d.longitude} as x, ${d.latitude} as y, ${d.runState} as state, ${isLight(d.typeId)} as lamp
          from ${d}
          where ${accountInSubtree(d.accountId, caller)} and ${d.longitude} is not null and ${d.latitude} is not null
        ), extent as (
          select min(x) as x0, max(x) as x1, min(y) as y0, max(y) as y1 from located
        )
        select avg(x)::float8 as longitude, avg(y)::float8 as latitude, count(*)::int as count,
          (count(*) filter (where state = 1))::int as s1, (count(*) filter (where state = 2))::int as s2,
          (count(*) filter (where state = 3))::int as s3, (count(*) filter (where state = 4))::int as s4,
          (count(*) filter (where state = 5))::int as s5, (count(*) filter (where lamp))::int as lamps
        from located, extent
        group by ${cellOf('x', 'x0', 'x1')}, ${cellOf('y', 'y0', 'y1')}`),
    );
    return rows.map(({ s1, s2, s3, s4, s5, ...cell }) => {
      const known = [s1, s2, s3, s4, s5];
      return { ...cell, states: [...known, cell.count - known.reduce((all, n) => all + n, 0)] };
    });
  }

  /** Warnings raised since `since`, the newest first, with how many there are and how many last. */
  async warningsSince(caller: Caller, since: Date) {
    const w = warnings;
    const rows = await this.db
      .select({
        warning: w,
        total: sql<number>`(count(*) over ())::int`,
        open: sql<number>`(count(*) filter (where ${w.clearedAt} is null) over ())::int`,
      })
      .from(w)
      .where(and(accountInSubtree(w.accountId, caller), gt(w.createdAt, since)))
      .orderBy(desc(w.createdAt), desc(w.id))
      .limit(DASHBOARD_LIST_SIZE);
    const latest = rows.map(
      ({ warning }): DashboardWarning => ({
        ...warningFields(warning),
        cleared: warning.clearedAt !== null,
      }),
    );
    return { total: rows[0]?.total ?? 0, open: rows[0]?.open ?? 0, latest };
  }

  /** Devices whose package ends from `first` to `last` (days, both included), the soonest first. */
  async expiring(caller: Caller, first: string, last: string) {
    const rows = await this.db
      .select({
        id: devices.id,
        devicecode: devices.code,
        devicename: devices.name,
        projectname: projects.name,
        packageexpire: sql<string>`${devices.packageExpire}::text`,
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(devices)
      .innerJoin(projects, eq(projects.id, devices.projectId))
      .where(
        and(
          accountInSubtree(devices.accountId, caller),
          isNotNull(devices.packageExpire),
          gte(devices.packageExpire, first),
          lte(devices.packageExpire, last),
        ),
      )
      .orderBy(asc(devices.packageExpire), asc(devices.id))
      .limit(DASHBOARD_LIST_SIZE);
    return {
      total: rows[0]?.total ?? 0,
      first: rows.map(({ total: _total, ...device }): ExpiringDevice => device),
    };
  }
}

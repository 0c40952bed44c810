import { type DashboardWarning, LAMP_OFF_WATTS, LIGHT_TYPES } from '@lamplighter/contract';
import { and, desc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import type { Caller } from '../../platform/caller';
import { accountInSubtree } from '../../platform/scope';
import { devices } from '../devices/devices.table';
import { telemetryHistory, telemetryLatest } from '../telemetry/telemetry.table';
import { warningFields } from '../warnings/warning-fields';
import { warnings } from '../warnings/warnings.table';

/** A device of the project as the wall counts it: family, run state, place, lamp burning. */
export interface ProjectDeviceRow {
  type: number;
  state: number | null;
  longitude: number | null;
  latitude: number | null;
  on: boolean;
}

/** The reads of one project's wall, each inside the caller's subtree. */
export class WallDetailRepository {
  constructor(private readonly db: Database) {}

  /** The project's devices, of the caller's subtree. */
  private projectDevices(caller: Caller, projectId: number) {
    return and(eq(devices.projectId, projectId), accountInSubtree(devices.accountId, caller));
  }

  /** Every device of the project, with whether its latest load power shows a lamp burning. */
  devicesOf(caller: Caller, projectId: number): Promise<ProjectDeviceRow[]> {
    const power = telemetryLatest;
    return this.db
      .select({
        type: sql<number>`${devices.typeId}::int`,
        state: sql<number | null>`${devices.runState}::int`,
        longitude: devices.longitude,
        latitude: devices.latitude,
        on: sql<boolean>`coalesce(${devices.typeId} in (${sql.raw(LIGHT_TYPES.join(', '))}) and ${power.numberValue} >= ${LAMP_OFF_WATTS}, false)`,
      })
      .from(devices)
      .leftJoin(power, and(eq(power.deviceId, devices.id), eq(power.key, 'loadPower')))
      .where(this.projectDevices(caller, projectId));
  }

  /** The project's warnings raised since `since`: how many, how many last, the newest `size`. */
  async warningsSince(caller: Caller, projectId: number, since: Date, size: number) {
    const w = warnings;
    const ofProject = this.db
      .select({ id: devices.id })
      .from(devices)
      .where(this.projectDevices(caller, projectId));
    const rows = await this.db
      .select({
        warning: w,
        total: sql<number>`(count(*) over ())::int`,
        open: sql<number>`(count(*) filter (where ${w.clearedAt} is null) over ())::int`,
      })
      .from(w)
      .where(
        and(accountInSubtree(w.accountId, caller), inArray(w.deviceId, ofProject), gt(w.createdAt, since)),
      )
      .orderBy(desc(w.createdAt), desc(w.id))
      .limit(size);
    const latest = rows.map(
      ({ warning }): DashboardWarning => ({ ...warningFields(warning), cleared: warning.clearedAt !== null }),
    );
    return { total: rows[0]?.total ?? 0, open: rows[0]?.open ?? 0, latest };
  }

  /**
   * The project's lamps' load power from `from` to `to` in buckets of `bucketMs`: each lamp's
   * average in the bucket, added over the lamps that reported in it.
   */
  async loadPower(caller: Caller, projectId: number, range: { from: Date; to: Date; bucketMs: number }) {
    const h = telemetryHistory;
    const bucket = sql`date_bin(${range.bucketMs} * interval '1 millisecond', ${h.ts}, ${range.from.toISOString()}::timestamptz)`;
    const lamps = this.db
      .select({ id: devices.id })
      .from(devices)
      .where(and(this.projectDevices(caller, projectId), inArray(devices.typeId, LIGHT_TYPES as number[])));
    const rows = await this.db.execute(sql`
      select (extract(epoch from at) * 1000)::float8 as at, sum(watts)::float8 as watts, count(*)::int as lamps
      from (
        select ${bucket} as at, ${h.deviceId} as lamp, avg(${h.numberValue}) as watts
        from ${h}
        where ${and(inArray(h.deviceId, lamps), eq(h.key, 'loadPower'), gte(h.ts, range.from), lt(h.ts, range.to))}
          and ${h.numberValue} is not null
        group by 1, 2
      ) as per_lamp
      group by 1 order by 1`);
    return rowsOf<{ at: number; watts: number; lamps: number }>(rows);
  }
}

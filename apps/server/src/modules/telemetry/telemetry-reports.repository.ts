import { and, asc, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { telemetryHistory } from './telemetry.table';

export interface StoredValue {
  deviceId: number;
  key: string;
  ts: Date;
  numberValue: number | null;
  textValue: string | null;
  booleanValue: boolean | null;
  jsonValue: unknown;
}

/** Energy of one device in one period: sums of the days' highest counters. */
export interface EnergyTotals {
  deviceId: number;
  period: string;
  consumedWh: number;
  generatedWh: number;
  lightingHours: number;
}

export type EnergyUnit = 'day' | 'month' | 'year';
const PERIOD_FORMAT: Record<EnergyUnit, string> = { day: 'YYYY-MM-DD', month: 'YYYY-MM', year: 'YYYY' };

/** The energy counters a light reports; each restarts at the device's local midnight. */
export const ENERGY_KEYS = {
  consumed: 'energyConsumedToday',
  generated: 'energyGeneratedToday',
  hours: 'lightingHoursToday',
} as const;

/** SQL of the reports built on the history: raw values for exports, daily energy for statistics. */
export class TelemetryReportsRepository {
  constructor(private readonly db: Database) {}

  /** The values of the keys of the devices in the range, by device, time and key; at most `limit`. */
  async values(query: { deviceIds: number[]; keys: string[]; from: Date; to: Date; limit: number }) {
    const h = telemetryHistory;
    return this.db
      .select()
      .from(h)
      .where(
        and(
          inArray(h.deviceId, query.deviceIds),
          inArray(h.key, query.keys),
          gte(h.ts, query.from),
          lt(h.ts, query.to),
        ),
      )
      .orderBy(asc(h.deviceId), asc(h.ts), asc(h.key))
      .limit(query.limit) as Promise<StoredValue[]>;
  }

  /**
   * Per device and period: the sums over the days of each day's highest energy counters. Days are
   * counted in the clock `utcOffsetMinutes` east of UTC.
   */
  async energy(query: {
    deviceIds: number[];
    from: Date;
    to: Date;
    unit: EnergyUnit;
    utcOffsetMinutes: number;
  }): Promise<EnergyTotals[]> {
    if (query.deviceIds.length === 0) return [];
    const h = telemetryHistory;
    const localDay = sql`date_trunc('day', (${h.ts} at time zone 'UTC') + ${query.utcOffsetMinutes} * interval '1 minute')`;
    const rows = await this.db.execute(sql`
      with daily as (
        select ${h.deviceId} as device_id, ${localDay} as day,
          max(${h.numberValue}) filter (where ${h.key} = ${ENERGY_KEYS.consumed}) as consumed,
          max(${h.numberValue}) filter (where ${h.key} = ${ENERGY_KEYS.generated}) as generated,
          max(${h.numberValue}) filter (where ${h.key} = ${ENERGY_KEYS.hours}) as hours
        from ${h}
        where ${h.deviceId} in (select value::int from json_array_elements_text(${JSON.stringify(query.deviceIds)}::json))
          and ${h.key} in (${ENERGY_KEYS.consumed}, ${ENERGY_KEYS.generated}, ${ENERGY_KEYS.hours})
          and ${h.ts} >= ${query.from.toISOString()}::timestamptz and ${h.ts} < ${query.to.toISOString()}::timestamptz
        group by 1, 2)
      select device_id as "deviceId", to_char(date_trunc(${query.unit}, day), ${PERIOD_FORMAT[query.unit]}) as period,
        coalesce(sum(consumed), 0)::float8 as "consumedWh", coalesce(sum(generated), 0)::float8 as "generatedWh",
        coalesce(sum(hours), 0)::float8 as "lightingHours"
      from daily group by 1, 2 order by 2, 1`);
    return rowsOf<EnergyTotals>(rows);
  }
}

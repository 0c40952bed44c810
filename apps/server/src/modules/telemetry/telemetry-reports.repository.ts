import { and, asc, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { energyDayOf } from './energy-day';
import {
  energyAccountDays,
  energyDays,
  energyHours,
  energySummedDays,
  telemetryHistory,
  weatherDays,
  weatherHours,
} from './telemetry.table';

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

/** SQL of the reports: raw values of the history for exports, daily energy (from the hourly highs) for statistics. */
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
   * Per device and period: the sums over the days of each day's highest energy counters, from the
   * hourly highs (not the history). Days are counted in the clock `utcOffsetMinutes` east of UTC;
   * with an offset of whole hours each hour falls in one day.
   */
  async energy(query: {
    deviceIds: number[];
    from: Date;
    to: Date;
    unit: EnergyUnit;
    utcOffsetMinutes: number;
  }): Promise<EnergyTotals[]> {
    if (query.deviceIds.length === 0) return [];
    const e = energyHours;
    const localDay = sql`date_trunc('day', (${e.hour} at time zone 'UTC') + ${query.utcOffsetMinutes} * interval '1 minute')`;
    const rows = await this.db.execute(sql`
      with daily as (
        select ${e.deviceId} as device_id, ${localDay} as day, max(${e.consumed}) as consumed,
          max(${e.generated}) as generated, max(${e.lightingHours}) as hours
        from ${e}
        where ${e.deviceId} in (select value::int from json_array_elements_text(${JSON.stringify(query.deviceIds)}::json))
          and ${e.hour} >= ${query.from.toISOString()}::timestamptz and ${e.hour} < ${query.to.toISOString()}::timestamptz
        group by 1, 2)
      select device_id as "deviceId", to_char(date_trunc(${query.unit}, day), ${PERIOD_FORMAT[query.unit]}) as period,
        coalesce(sum(consumed), 0)::float8 as "consumedWh", coalesce(sum(generated), 0)::float8 as "generatedWh",
        coalesce(sum(hours), 0)::float8 as "lightingHours"
      from daily group by 1, 2 order by 2, 1`);
    return rowsOf<EnergyTotals>(rows);
  }

  /**
   * Forgets the hourly and daily energy highs and the weather hours and days before `cutoff`
   * (retention, with the history's months).
   */
  async dropEnergyBefore(cutoff: Date): Promise<void> {
    const day = energyDayOf(cutoff.getTime());
    await this.db.transaction(async (tx) => {
      await tx.delete(energyHours).where(lt(energyHours.hour, cutoff));
      await tx.delete(weatherHours).where(lt(weatherHours.hour, cutoff));
      await tx.delete(weatherDays).where(lt(weatherDays.day, day));
      await tx.delete(energyDays).where(lt(energyDays.day, day));
      await tx.delete(energyAccountDays).where(lt(energyAccountDays.day, day));
      await tx.delete(energySummedDays).where(lt(energySummedDays.day, day));
    });
  }
}

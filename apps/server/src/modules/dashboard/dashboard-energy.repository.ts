import { LIGHT_TYPES } from '@lamplighter/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import type { Caller } from '../../platform/caller';
import { accountInSubtree } from '../../platform/scope';
import { devices } from '../devices/devices.table';
import { ENERGY_DAY_UTC_OFFSET, energyDays, energyHours } from '../telemetry/telemetry.table';
import type { EnergyWindow } from './energy-window';

/** What the lights did on one day (`YYYY-MM-DD`), or in the month (`month`): Wh and hours. */
export interface EnergyRow {
  period: string;
  devices: number;
  consumedWh: number;
  generatedWh: number;
  savedWh: number;
  hours: number;
}

/**
 * Each light's highest counters on each day of the window (columns device_id, day, consumed,
 * generated, hours): read from the daily highs when the caller's clock is theirs, grouped from the
 * hourly highs otherwise.
 */
function dailyHighs(window: EnergyWindow): SQL {
  if (window.utcOffsetMinutes === ENERGY_DAY_UTC_OFFSET) {
    const e = energyDays;
    return sql`
      select ${e.deviceId} as device_id, to_char(${e.day}, 'YYYY-MM-DD') as day,
        ${e.consumed} as consumed, ${e.generated} as generated, ${e.lightingHours} as hours
      from ${e}
      where ${e.deviceId} in (select id from lights)
        and ${e.day} >= ${window.firstDay}::date and ${e.day} <= ${window.today}::date`;
  }
  const e = energyHours;
  const shift = sql`${window.utcOffsetMinutes} * interval '1 minute'`;
  return sql`
    select ${e.deviceId} as device_id, to_char((${e.hour} at time zone 'UTC') + ${shift}, 'YYYY-MM-DD') as day,
      max(${e.consumed}) as consumed, max(${e.generated}) as generated, max(${e.lightingHours}) as hours
    from ${e}
    where ${e.deviceId} in (select id from lights)
      and ${e.hour} >= ${window.from.toISOString()}::timestamptz and ${e.hour} < ${window.to.toISOString()}::timestamptz
    group by 1, 2`;
}

/**
 * The energy of the caller's lights per day of the window and for the month so far, in one
 * statement over the daily highs: each day counts each light's highest counters (they restart at
 * its midnight), and saved is full power for the lighting hours less what was consumed, per light
 * and day, or per light over the month as the statistics count a month.
 */
export class DashboardEnergyRepository {
  constructor(private readonly db: Database) {}

  async energy(caller: Caller, window: EnergyWindow): Promise<EnergyRow[]> {
    const d = devices;
    const sums = (from: string) => sql`count(*)::int as devices,
      coalesce(sum(${sql.raw(from)}.consumed), 0)::float8 as "consumedWh",
      coalesce(sum(${sql.raw(from)}.generated), 0)::float8 as "generatedWh",
      coalesce(sum(greatest(0, lights.power * coalesce(${sql.raw(from)}.hours, 0) - coalesce(${sql.raw(from)}.consumed, 0))), 0)::float8 as "savedWh",
      coalesce(sum(${sql.raw(from)}.hours), 0)::float8 as hours`;
    return rowsOf<EnergyRow>(
      await this.db.execute(sql`
        with lights as (
          select ${d.id} as id, ${d.lampPower} as power from ${d}
          where ${accountInSubtree(d.accountId, caller)} and ${d.typeId} in (${sql.raw(LIGHT_TYPES.join(', '))})
        ), daily as (${dailyHighs(window)}
        ), month as (
          select device_id, sum(consumed) as consumed, sum(generated) as generated, sum(hours) as hours
          from daily where day >= ${window.monthStart} group by 1
        )
        select daily.day as period, ${sums('daily')}
        from daily join lights on lights.id = daily.device_id group by daily.day
        union all
        select 'month', ${sums('month')}
        from month join lights on lights.id = month.device_id`),
    );
  }
}

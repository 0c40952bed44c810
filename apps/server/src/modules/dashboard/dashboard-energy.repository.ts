import { LIGHT_TYPES } from '@lamplighter/contract';
import { type SQL, sql } from 'drizzle-orm';
import { arrayLiteral } from '../../db/array-literal';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import type { Caller } from '../../platform/caller';
import { accountInSubtree } from '../../platform/scope';
import { devices } from '../devices/devices.table';
import { energyAccountDays, energyDays, energyHours } from '../telemetry/telemetry.table';
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

const dayList = (days: readonly string[]) => sql`${arrayLiteral(days)}::date[]`;

/** The caller's lights (columns id, power). */
function lightsOf(caller: Caller): SQL {
  const d = devices;
  return sql`select ${d.id} as id, ${d.lampPower} as power from ${d}
    where ${accountInSubtree(d.accountId, caller)} and ${d.typeId} in (${sql.raw(LIGHT_TYPES.join(', '))})`;
}

/**
 * Every light's highest counters on some days of the energy clock (device_id, day, consumed,
 * generated, hours); joined to the caller's lights afterwards.
 */
function highsOfDays(days: readonly string[]): SQL {
  const e = energyDays;
  return sql`select ${e.deviceId} as device_id, ${e.day} as day,
      ${e.consumed} as consumed, ${e.generated} as generated, ${e.lightingHours} as hours
    from ${e} where ${e.day} = any(${dayList(days)})`;
}

/** The same, grouped from the hourly highs for a caller on another clock. */
function highsOfHours(window: EnergyWindow): SQL {
  const e = energyHours;
  const shift = sql`${window.utcOffsetMinutes} * interval '1 minute'`;
  return sql`select ${e.deviceId} as device_id, ((${e.hour} at time zone 'UTC') + ${shift})::date as day,
      max(${e.consumed}) as consumed, max(${e.generated}) as generated, max(${e.lightingHours}) as hours
    from ${e}
    where ${e.deviceId} in (select id from lights)
      and ${e.hour} >= ${window.from.toISOString()}::timestamptz and ${e.hour} < ${window.to.toISOString()}::timestamptz
    group by 1, 2`;
}

/**
 * The caller's lights and what each did on each day of `highs` (`light_days`: device_id, day,
 * consumed, generated, hours, saved): saved is full power for the lighting hours less what was
 * consumed, per light and day.
 */
function lightDays(caller: Caller, highs: SQL): SQL {
  return sql`lights as (${lightsOf(caller)}),
    daily as (${highs}),
    light_days as (
      select daily.*, greatest(0, lights.power * coalesce(daily.hours, 0) - coalesce(daily.consumed, 0)) as saved
      from daily join lights on lights.id = daily.device_id)`;
}

/** The day, grouped by as a date, as the answer names it. */
const periodOf = (day: string) => sql.raw(`to_char(${day}, 'YYYY-MM-DD') as period`);

const sums = sql.raw(`coalesce(sum(consumed), 0)::float8 as "consumedWh",
  coalesce(sum(generated), 0)::float8 as "generatedWh", coalesce(sum(saved), 0)::float8 as "savedWh",
  coalesce(sum(hours), 0)::float8 as hours`);

/**
 * The energy of the caller's lights per day of the window and for the month so far (the sum of
 * its days), each day counting each light's highest counters, which restart at its midnight.
 */
export class DashboardEnergyRepository {
  constructor(private readonly db: Database) {}

  /**
   * On the energy clock: the days already summed per account (`window.summed`, see
   * EnergySumsRepository) are added over the caller's accounts, and only the open days are read
   * light by light; the month's lights are those with a day in it.
   */
  async energy(caller: Caller, window: EnergyWindow): Promise<EnergyRow[]> {
    const r = energyAccountDays;
    const e = energyDays;
    return rowsOf<EnergyRow>(
      await this.db.execute(sql`
        with ${lightDays(caller, highsOfDays(window.live))},
        per_day as (
          select day, count(*)::int as devices, sum(consumed) as consumed, sum(generated) as generated,
            sum(saved) as saved, sum(hours) as hours
          from light_days group by day
          union all
          select ${r.day}, sum(${r.devices})::int, sum(${r.consumed}), sum(${r.generated}),
            sum(${r.saved}), sum(${r.lightingHours})
          from ${r} where ${r.day} = any(${dayList(window.summed)}) and ${accountInSubtree(r.accountId, caller)}
          group by ${r.day})
        select ${periodOf('day')}, sum(devices)::int as devices, ${sums} from per_day group by day
        union all
        select 'month', (
            select count(*)::int from lights where exists (
              select 1 from ${e} where ${e.deviceId} = lights.id
                and ${e.day} >= ${window.monthStart}::date and ${e.day} <= ${window.today}::date)),
          ${sums}
        from per_day where day >= ${window.monthStart}::date`),
    );
  }

  /** For a caller on another clock than the energy clock: every light's days, from the hourly highs. */
  async energyOnOtherClock(caller: Caller, window: EnergyWindow): Promise<EnergyRow[]> {
    return rowsOf<EnergyRow>(
      await this.db.execute(sql`
        with ${lightDays(caller, highsOfHours(window))}
        select ${periodOf('day')}, count(*)::int as devices, ${sums} from light_days group by day
        union all
        select 'month', count(distinct device_id)::int, ${sums} from light_days where day >= ${window.monthStart}::date`),
    );
  }
}

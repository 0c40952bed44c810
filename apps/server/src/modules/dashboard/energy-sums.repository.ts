import { LIGHT_TYPES } from '@lamplighter/contract';
import { inArray, sql } from 'drizzle-orm';
import { arrayLiteral } from '../../db/array-literal';
import type { Database } from '../../db/client';
import { devices } from '../devices/devices.table';
import { lockDaySums } from '../telemetry/energy-day';
import { energyAccountDays, energyDays, energySummedDays } from '../telemetry/telemetry.table';

/**
 * Keeps what the lights of each account did on each closed day (`energyAccountDays`), so that the
 * home page adds a few rows per account instead of every light's days.
 */
export class EnergySumsRepository {
  constructor(private readonly db: Database) {}

  /** Sums, for every account at once, those of `days` not summed yet (or taken off since). */
  async sumMissing(days: readonly string[]): Promise<void> {
    const unsummed = days.length === 0 ? [] : await this.unsummed(this.db, days);
    if (unsummed.length === 0) return;
    await this.db.transaction(async (tx) => {
      await tx.execute(lockDaySums(unsummed, 'exclusive'));
      // Another caller may have summed them while this one waited for the lock.
      const missing = await this.unsummed(tx, unsummed);
      if (missing.length === 0) return;
      const d = devices;
      const e = energyDays;
      const dayList = sql`${arrayLiteral(missing)}::date[]`;
      await tx.delete(energyAccountDays).where(inArray(energyAccountDays.day, missing));
      await tx.execute(sql`
        insert into ${energyAccountDays} (account_id, day, devices, consumed, generated, saved, lighting_hours)
        select ${d.accountId}, ${e.day}, count(*),
          coalesce(sum(${e.consumed}), 0), coalesce(sum(${e.generated}), 0),
          coalesce(sum(greatest(0, ${d.lampPower} * coalesce(${e.lightingHours}, 0) - coalesce(${e.consumed}, 0))), 0),
          coalesce(sum(${e.lightingHours}), 0)
        from ${e} join ${d} on ${d.id} = ${e.deviceId}
        where ${e.day} = any(${dayList}) and ${d.typeId} in (${sql.raw(LIGHT_TYPES.join(', '))})
        group by 1, 2`);
      await tx.execute(sql`
        insert into ${energySummedDays} (day) select unnest(${dayList})
        on conflict (day) do update set summed_at = now()`);
    });
  }

  private async unsummed(db: Pick<Database, 'select'>, days: readonly string[]): Promise<string[]> {
    const summed = await db
      .select({ day: energySummedDays.day })
      .from(energySummedDays)
      .where(inArray(energySummedDays.day, [...days]));
    const done = new Set(summed.map((row) => row.day));
    return days.filter((day) => !done.has(day));
  }
}

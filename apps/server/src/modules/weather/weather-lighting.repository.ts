import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import type { Caller } from '../../platform/caller';
import { accounts } from '../accounts/accounts.table';
import { devices } from '../devices/devices.table';
import { projects } from '../projects/projects.table';
import { roles } from '../roles/roles.table';
import { weatherDimming } from './weather.table';

export type DimmingRow = typeof weatherDimming.$inferSelect;
export type NewDimming = typeof weatherDimming.$inferInsert;

/** SQL of the lamps the weather has dimmed, and of whom a project's commands are sent as. No rules here. */
export class WeatherLightingRepository {
  constructor(private readonly db: Database) {}

  async projectOf(deviceId: number): Promise<number | null> {
    const [row] = await this.db
      .select({ projectId: devices.projectId })
      .from(devices)
      .where(eq(devices.id, deviceId));
    return row?.projectId ?? null;
  }

  /** The account that owns a project, as the caller its weather commands are sent as. */
  async owner(
    projectId: number,
  ): Promise<Omit<Caller, 'permissions' | 'sessionId' | 'username'> | undefined> {
    const [row] = rowsOf<Omit<Caller, 'permissions' | 'sessionId' | 'username'>>(
      await this.db.execute(sql`
        select a.id as "accountId", a.path, a.parent_id as "parentId", a.role_id as "roleId", r.code as "roleCode"
        from ${projects} p join ${accounts} a on a.id = p.account_id join ${roles} r on r.id = a.role_id
        where p.id = ${projectId}`),
    );
    return row;
  }

  dimmed(projectId: number): Promise<DimmingRow[]> {
    return this.db.select().from(weatherDimming).where(eq(weatherDimming.projectId, projectId));
  }

  async mark(rows: NewDimming[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insert(weatherDimming)
      .values(rows)
      .onConflictDoUpdate({
        target: weatherDimming.thresholdId,
        set: {
          dimmedTo: sql`excluded.dimmed_to`,
          dimBack: sql`excluded.dim_back`,
          groupId: sql`excluded.group_id`,
        },
      });
  }

  async unmark(thresholdIds: number[]): Promise<void> {
    if (thresholdIds.length === 0) return;
    await this.db.delete(weatherDimming).where(inArray(weatherDimming.thresholdId, thresholdIds));
  }
}

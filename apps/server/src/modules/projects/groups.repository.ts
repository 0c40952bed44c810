import type { DeviceGroup } from '@lamplighter/contract';
import { and, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like';
import type { Caller } from '../../platform/caller';
import { accountInSubtree } from '../../platform/scope';
import { devices } from '../devices/devices.table';
import { deviceGroups, projects } from './projects.table';

export interface GroupFilter {
  pagenum: number;
  pagesize: number;
  keyword?: string | undefined;
  projectid?: number | undefined;
}

/** Where a group lives: its project, and the project's owner, which the group repeats. */
export interface GroupPlace {
  id: number;
  projectId: number;
  accountId: number;
}

const groupColumns = {
  id: deviceGroups.id,
  name: deviceGroups.name,
  description: deviceGroups.description,
  projectId: deviceGroups.projectId,
  projectName: projects.name,
  deviceCount: sql<number>`(select count(*)::int from devices d where d.group_id = device_groups.id)`,
  createdAt: deviceGroups.createdAt,
  updatedAt: deviceGroups.updatedAt,
};

function present(row: {
  id: number;
  name: string;
  description: string;
  projectId: number;
  projectName: string;
  deviceCount: number;
  createdAt: Date;
  updatedAt: Date;
}): DeviceGroup {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    projectid: row.projectId,
    projectname: row.projectName,
    devicecount: row.deviceCount,
    createtime: row.createdAt.toISOString(),
    updatetime: row.updatedAt.toISOString(),
  };
}

/** Groups of the projects of an account subtree. */
export class GroupsRepository {
  constructor(private readonly db: Database) {}

  private select() {
    return this.db
      .select(groupColumns)
      .from(deviceGroups)
      .innerJoin(projects, eq(projects.id, deviceGroups.projectId))
      .$dynamic();
  }

  async list(caller: Caller, filter: GroupFilter): Promise<{ list: DeviceGroup[]; total: number }> {
    const keyword = filter.keyword ? containsPattern(filter.keyword) : undefined;
    const where = and(
      accountInSubtree(deviceGroups.accountId, caller),
      keyword ? or(ilike(deviceGroups.name, keyword), ilike(deviceGroups.description, keyword)) : undefined,
      filter.projectid ? eq(deviceGroups.projectId, filter.projectid) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.select()
        .where(where)
        .orderBy(desc(deviceGroups.id))
        .limit(filter.pagesize)
        .offset((filter.pagenum - 1) * filter.pagesize),
      this.db.select({ value: count() }).from(deviceGroups).where(where),
    ]);
    return { list: rows.map(present), total: total?.value ?? 0 };
  }

  async find(caller: Caller, id: number): Promise<DeviceGroup | undefined> {
    const [row] = await this.select().where(
      and(eq(deviceGroups.id, id), accountInSubtree(deviceGroups.accountId, caller)),
    );
    return row ? present(row) : undefined;
  }

  /** Those of `ids` that lie in the caller's subtree, with their project. */
  async places(caller: Caller, ids: number[]): Promise<Map<number, GroupPlace>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: deviceGroups.id, projectId: deviceGroups.projectId, accountId: deviceGroups.accountId })
      .from(deviceGroups)
      .where(and(inArray(deviceGroups.id, ids), accountInSubtree(deviceGroups.accountId, caller)));
    return new Map(rows.map((row) => [row.id, row]));
  }

  async nameTaken(projectId: number, name: string, exceptId?: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: deviceGroups.id })
      .from(deviceGroups)
      .where(
        and(
          eq(deviceGroups.projectId, projectId),
          eq(deviceGroups.name, name),
          exceptId === undefined ? undefined : ne(deviceGroups.id, exceptId),
        ),
      );
    return row !== undefined;
  }

  async insert(values: { name: string; description: string; projectId: number; accountId: number }) {
    const [row] = await this.db.insert(deviceGroups).values(values).returning({ id: deviceGroups.id });
    if (!row) throw new Error('group insert returned nothing');
    return row.id;
  }

  /** Saves a group; moved to another project, its devices go along in the same transaction. */
  async update(
    id: number,
    values: { name?: string | undefined; description?: string | undefined },
    moveTo?: { projectId: number; accountId: number },
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(deviceGroups)
        .set({ ...values, ...moveTo, updatedAt: sql`now()` })
        .where(eq(deviceGroups.id, id));
      if (!moveTo) return;
      await tx
        .update(devices)
        .set({ ...moveTo, updatedAt: sql`now()` })
        .where(eq(devices.groupId, id));
    });
  }

  async deviceCount(ids: number[]): Promise<number> {
    const [row] = await this.db.select({ value: count() }).from(devices).where(inArray(devices.groupId, ids));
    return row?.value ?? 0;
  }

  async deleteMany(ids: number[]): Promise<void> {
    await this.db.delete(deviceGroups).where(inArray(deviceGroups.id, ids));
  }
}

import type { Project, ProjectTreeNode } from '@lamplighter/contract';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like';
import type { Caller } from '../../platform/caller';
import { accountInSubtree } from '../../platform/scope';
import { accounts } from '../accounts/accounts.table';
import { devices } from '../devices/devices.table';
import { deviceGroups, projects } from './projects.table';

export interface ProjectFilter {
  pagenum: number;
  pagesize: number;
  keyword?: string | undefined;
  province?: string | undefined;
}

/** What a person sets on a project; the owner is set apart because changing it moves its contents. */
export interface ProjectValues {
  name: string;
  description: string;
  province: string;
  city: string;
  longitude: number | null;
  latitude: number | null;
}

const projectColumns = {
  id: projects.id,
  name: projects.name,
  description: projects.description,
  province: projects.province,
  city: projects.city,
  longitude: projects.longitude,
  latitude: projects.latitude,
  accountId: projects.accountId,
  accountName: accounts.username,
  // Written out with table names: the correlated subqueries must not bind to their own table.
  groupCount: sql<number>`(select count(*)::int from device_groups g where g.project_id = projects.id)`,
  deviceCount: sql<number>`(select count(*)::int from devices d where d.project_id = projects.id)`,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
};

function present(row: {
  id: number;
  name: string;
  description: string;
  province: string;
  city: string;
  longitude: number | null;
  latitude: number | null;
  accountId: number;
  accountName: string;
  groupCount: number;
  deviceCount: number;
  createdAt: Date;
  updatedAt: Date;
}): Project {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    province: row.province,
    city: row.city,
    longitude: row.longitude,
    latitude: row.latitude,
    accountid: row.accountId,
    accountname: row.accountName,
    groupcount: row.groupCount,
    devicecount: row.deviceCount,
    createtime: row.createdAt.toISOString(),
    updatetime: row.updatedAt.toISOString(),
  };
}

/** Projects of an account subtree: reads as the screens show them, and the changes. */
export class ProjectsRepository {
  constructor(private readonly db: Database) {}

  private select() {
    return this.db
      .select(projectColumns)
      .from(projects)
      .innerJoin(accounts, eq(accounts.id, projects.accountId))
      .$dynamic();
  }

  async list(caller: Caller, filter: ProjectFilter): Promise<{ list: Project[]; total: number }> {
    const keyword = filter.keyword ? containsPattern(filter.keyword) : undefined;
    const where = and(
      accountInSubtree(projects.accountId, caller),
      keyword
        ? or(
            ilike(projects.name, keyword),
            ilike(projects.description, keyword),
            ilike(projects.province, keyword),
            ilike(projects.city, keyword),
          )
        : undefined,
      filter.province ? eq(projects.province, filter.province) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.select()
        .where(where)
        .orderBy(desc(projects.id))
        .limit(filter.pagesize)
        .offset((filter.pagenum - 1) * filter.pagesize),
      this.db.select({ value: count() }).from(projects).where(where),
    ]);
    return { list: rows.map(present), total: total?.value ?? 0 };
  }

  async find(caller: Caller, id: number): Promise<Project | undefined> {
    const [row] = await this.select().where(
      and(eq(projects.id, id), accountInSubtree(projects.accountId, caller)),
    );
    return row ? present(row) : undefined;
  }

  /** The owners of those of `ids` that lie in the caller's subtree. */
  async owners(caller: Caller, ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: projects.id, accountId: projects.accountId })
      .from(projects)
      .where(and(inArray(projects.id, ids), accountInSubtree(projects.accountId, caller)));
    return new Map(rows.map((row) => [row.id, row.accountId]));
  }

  async tree(caller: Caller): Promise<ProjectTreeNode[]> {
    const inScope = accountInSubtree(projects.accountId, caller);
    const [projectRows, groupRows] = await Promise.all([
      this.db
        .select({ id: projects.id, name: projects.name })
        .from(projects)
        .where(inScope)
        .orderBy(asc(projects.name), asc(projects.id)),
      this.db
        .select({ id: deviceGroups.id, name: deviceGroups.name, projectId: deviceGroups.projectId })
        .from(deviceGroups)
        .where(accountInSubtree(deviceGroups.accountId, caller))
        .orderBy(asc(deviceGroups.name), asc(deviceGroups.id)),
    ]);
    const nodes = new Map<number, ProjectTreeNode>(
      projectRows.map((row) => [row.id, { id: row.id, name: row.name, groups: [] }]),
    );
    for (const group of groupRows)
      nodes.get(group.projectId)?.groups.push({ id: group.id, name: group.name });
    return [...nodes.values()];
  }

  async nameTaken(accountId: number, name: string, exceptId?: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: projects.id })
      .from(projects)
      .where(
        and(
          eq(projects.accountId, accountId),
          eq(projects.name, name),
          exceptId === undefined ? undefined : ne(projects.id, exceptId),
        ),
      );
    return row !== undefined;
  }

  async insert(values: ProjectValues & { accountId: number }): Promise<number> {
    const [row] = await this.db.insert(projects).values(values).returning({ id: projects.id });
    if (!row) throw new Error('project insert returned nothing');
    return row.id;
  }

  /**
   * Saves a project. A new owner takes its groups and devices along, in the same transaction, so
   * that the subtree filters (on each row's own `account_id`) never see them apart.
   */
  /** Writes the values given (undefined leaves a column as it is); a new owner takes the contents along. */
  async update(id: number, values: Partial<ProjectValues>, newOwnerId?: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const owner = newOwnerId === undefined ? {} : { accountId: newOwnerId };
      await tx
        .update(projects)
        .set({ ...values, ...owner, updatedAt: sql`now()` })
        .where(eq(projects.id, id));
      if (newOwnerId === undefined) return;
      await tx.update(deviceGroups).set(owner).where(eq(deviceGroups.projectId, id));
      await tx.update(devices).set(owner).where(eq(devices.projectId, id));
    });
  }

  /** How many groups and devices the projects still hold. */
  async contents(ids: number[]): Promise<{ groups: number; devices: number }> {
    const [[groups], [held]] = await Promise.all([
      this.db.select({ value: count() }).from(deviceGroups).where(inArray(deviceGroups.projectId, ids)),
      this.db.select({ value: count() }).from(devices).where(inArray(devices.projectId, ids)),
    ]);
    return { groups: groups?.value ?? 0, devices: held?.value ?? 0 };
  }

  async deleteMany(ids: number[]): Promise<void> {
    await this.db.delete(projects).where(inArray(projects.id, ids));
  }
}

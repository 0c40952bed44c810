import type { ThresholdOperator, TrendKey } from '@lamplighter/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Caller } from '../../platform/caller';
import { accountInSubtree } from '../../platform/scope';
import { deviceGroups, projects } from '../projects/projects.table';
import { weatherThresholds } from './weather.table';

/** A threshold as stored, with the names of its project and group. */
export interface ThresholdRow {
  id: number;
  projectId: number;
  projectName: string;
  key: TrendKey;
  operator: ThresholdOperator;
  value: number;
  night: boolean;
  groupId: number | null;
  groupName: string;
  dimTo: number | null;
  dimBack: number;
}

export type ThresholdValues = Omit<ThresholdRow, 'id' | 'projectName' | 'groupName'>;

const t = weatherThresholds;
const columns = {
  id: t.id,
  projectId: t.projectId,
  projectName: projects.name,
  key: sql<TrendKey>`${t.key}`,
  operator: t.operator,
  value: t.value,
  night: t.night,
  groupId: t.groupId,
  groupName: sql<string>`coalesce(${deviceGroups.name}, '')`,
  dimTo: t.dimTo,
  dimBack: t.dimBack,
};

/** SQL of the weather thresholds. No rules here. */
export class WeatherThresholdsRepository {
  constructor(private readonly db: Database) {}

  private select() {
    return this.db
      .select(columns)
      .from(t)
      .innerJoin(projects, eq(projects.id, t.projectId))
      .leftJoin(deviceGroups, eq(deviceGroups.id, t.groupId));
  }

  /** The thresholds of the caller's projects (of one when given), by project, reading and operator. */
  list(caller: Caller, projectId?: number): Promise<ThresholdRow[]> {
    return this.select()
      .where(
        and(
          accountInSubtree(projects.accountId, caller),
          projectId === undefined ? undefined : eq(t.projectId, projectId),
        ),
      )
      .orderBy(asc(projects.name), asc(t.projectId), asc(t.key), asc(t.operator), asc(t.night));
  }

  async find(caller: Caller, id: number): Promise<ThresholdRow | undefined> {
    const [row] = await this.select().where(and(eq(t.id, id), accountInSubtree(projects.accountId, caller)));
    return row;
  }

  /** The thresholds of some projects, whoever asks: what the warning rules apply. */
  ofProjects(projectIds: number[]): Promise<ThresholdRow[]> {
    if (projectIds.length === 0) return Promise.resolve([]);
    return this.select().where(inArray(t.projectId, projectIds));
  }

  async count(projectId: number): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(t)
      .where(eq(t.projectId, projectId));
    return row?.count ?? 0;
  }

  async insert(values: ThresholdValues): Promise<number> {
    const [row] = await this.db.insert(t).values(values).returning({ id: t.id });
    if (!row) throw new Error('threshold not inserted');
    return row.id;
  }

  async update(id: number, values: ThresholdValues): Promise<void> {
    await this.db.update(t).set(values).where(eq(t.id, id));
  }

  async delete(id: number): Promise<void> {
    await this.db.delete(t).where(eq(t.id, id));
  }
}

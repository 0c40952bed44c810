import { DEVICE_TYPE, INT4_MAX, type LedScreenListQuery } from '@lamplighter/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like';
import { rowsOf } from '../../db/rows-of';
import type { Caller } from '../../platform/caller';
import { accountInSubtree } from '../../platform/scope';
import { devices } from '../devices/devices.table';
import { programs } from '../programs/programs.table';
import { deviceGroups, projects } from '../projects/projects.table';
import { latestValuesOf, runStateIn } from '../telemetry/telemetry.queries';
import { deviceAttributes } from '../telemetry/telemetry.table';

/** The values a screen reported that the list shows, by the column each becomes. */
const REPORTED = {
  power: 'power',
  brightness: 'brightness',
  brightness_mode: 'brightnessMode',
  volume: 'volume',
  program_id: 'programId',
  program_version: 'programVersion',
  campaign_id: 'campaignId',
  download_program_id: 'downloadProgramId',
  download_version: 'downloadVersion',
  download_percent: 'downloadPercent',
} as const;

type Reported = { [column in keyof typeof REPORTED]: number | null };

/** A screen of the list as stored: its inventory, what it reported last and its size. */
export interface ScreenRow extends Reported {
  id: number;
  devicecode: string;
  devicename: string;
  projectid: number;
  projectname: string;
  groupname: string;
  runstate: number | null;
  reportedat: string | null;
  width: number | null;
  height: number | null;
  programname: string | null;
}

const d = devices;
const screensOf = (caller: Caller) =>
  and(accountInSubtree(d.accountId, caller), eq(d.typeId, DEVICE_TYPE.ledScreen)) as SQL;

/** SQL of the screen list. No rules here. */
export class LedScreensRepository {
  constructor(private readonly db: Database) {}

  /**
   * One page of the caller's screens by name, each with its latest reported values pivoted from
   * the latest telemetry, its size from its client attributes and the name of the program it
   * plays: one statement, the values read for the page's screens only.
   */
  async list(caller: Caller, query: LedScreenListQuery): Promise<{ rows: ScreenRow[]; total: number }> {
    const name = query.name ? containsPattern(query.name.toLowerCase()) : undefined;
    const filters = [
      screensOf(caller),
      query.projectid === undefined ? undefined : eq(d.projectId, query.projectid),
      query.groupid === undefined ? undefined : eq(d.groupId, query.groupid),
      query.state === undefined ? undefined : runStateIn[query.state],
      name === undefined ? undefined : sql`(lower(${d.code}) like ${name} or lower(${d.name}) like ${name})`,
    ];
    const a = deviceAttributes;
    const rows = rowsOf<ScreenRow & { total: number }>(
      await this.db.execute(sql`
        with page as (
          select ${d.id} as id, ${d.code} as code, ${d.name} as name, ${d.projectId} as project_id,
            ${d.groupId} as group_id, ${d.runState} as run_state, (count(*) over ())::int as total
          from ${d}
          where ${and(...filters)}
          order by ${d.name}, ${d.id}
          limit ${query.pagesize} offset ${(query.pagenum - 1) * query.pagesize})
        select page.id, page.code as devicecode, page.name as devicename, page.project_id as projectid,
          coalesce(${projects.name}, '') as projectname, coalesce(${deviceGroups.name}, '') as groupname,
          page.run_state::int as runstate, page.total, reported.*, size.width, size.height,
          ${programs.name} as programname
        from page
        left join ${projects} on ${projects.id} = page.project_id
        left join ${deviceGroups} on ${deviceGroups.id} = page.group_id
        left join lateral ${latestValuesOf(sql`page.id`, REPORTED)} reported on true
        left join lateral (
          select max(${a.numberValue}) filter (where ${a.key} = 'width') as width,
            max(${a.numberValue}) filter (where ${a.key} = 'height') as height
          from ${a}
          where ${a.deviceId} = page.id and ${a.scope} = 'client' and ${a.key} in ('width', 'height')) size on true
        left join ${programs} on ${programs.id} = case when reported.program_id between 1 and ${INT4_MAX}
          then reported.program_id::int end
        order by page.name, page.id`),
    );
    return { rows: rows.map(({ total: _, ...row }) => row), total: rows[0]?.total ?? 0 };
  }

  /** Whether `id` is a screen of the caller's subtree. */
  async isScreenOf(caller: Caller, id: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: d.id })
      .from(d)
      .where(and(eq(d.id, id), screensOf(caller)));
    return row !== undefined;
  }
}

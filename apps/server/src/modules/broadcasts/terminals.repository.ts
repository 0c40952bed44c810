import { DEVICE_TYPE, INT4_MAX, type TerminalListQuery } from '@lamplighter/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like';
import { rowsOf } from '../../db/rows-of';
import type { Caller } from '../../platform/caller';
import { accountInSubtree } from '../../platform/scope';
import { commandDevices, commands } from '../commands/commands.table';
import { devices } from '../devices/devices.table';
import { deviceGroups, projects } from '../projects/projects.table';
import { isoTextOf, latestValuesOf, runStateIn } from '../telemetry/telemetry.queries';
import { broadcasts } from './broadcasts.table';

/** The values a terminal reported that the list shows, by the column each becomes. */
const REPORTED = {
  power: 'power',
  volume: 'volume',
  broadcast_id: 'broadcastId',
  emergency: 'emergency',
} as const;

type Reported = { [column in keyof typeof REPORTED]: number | null };

/** A terminal of the list as stored: its inventory, what it reported last, what it played last. */
export interface TerminalRow extends Reported {
  id: number;
  devicecode: string;
  devicename: string;
  projectid: number;
  projectname: string;
  groupname: string;
  runstate: number | null;
  reportedat: string | null;
  playingname: string | null;
  lastid: number | null;
  lastname: string | null;
  lastat: string | null;
}

const d = devices;

/** SQL of the broadcast list (the terminals). No rules here. */
export class TerminalsRepository {
  constructor(private readonly db: Database) {}

  /**
   * One page of the caller's broadcast terminals by name, each with its latest reported values
   * pivoted from the latest telemetry, the name of the broadcast it plays, and the latest
   * playBroadcast or playLive it answered as played: one statement, read for the page's terminals only.
   */
  async list(caller: Caller, query: TerminalListQuery): Promise<{ rows: TerminalRow[]; total: number }> {
    const name = query.name ? containsPattern(query.name.toLowerCase()) : undefined;
    const filters = [
      accountInSubtree(d.accountId, caller),
      eq(d.typeId, DEVICE_TYPE.broadcastTerminal),
      query.projectid === undefined ? undefined : eq(d.projectId, query.projectid),
      query.groupid === undefined ? undefined : eq(d.groupId, query.groupid),
      query.state === undefined ? undefined : runStateIn[query.state],
      name === undefined ? undefined : sql`(lower(${d.code}) like ${name} or lower(${d.name}) like ${name})`,
    ];
    const cd = commandDevices;
    const rows = rowsOf<TerminalRow & { total: number }>(
      await this.db.execute(sql`
        with page as (
          select ${d.id} as id, ${d.code} as code, ${d.name} as name, ${d.projectId} as project_id,
            ${d.groupId} as group_id, ${d.runState} as run_state, (count(*) over ())::int as total
          from ${d}
          where ${and(...filters) as SQL}
          order by ${d.name}, ${d.id}
          limit ${query.pagesize} offset ${(query.pagenum - 1) * query.pagesize})
        select page.id, page.code as devicecode, page.name as devicename, page.project_id as projectid,
          coalesce(${projects.name}, '') as projectname, coalesce(${deviceGroups.name}, '') as groupname,
          page.run_state::int as runstate, page.total, reported.*, playing.name as playingname,
          last.id as lastid, last.name as lastname, last.at as lastat
        from page
        left join ${projects} on ${projects.id} = page.project_id
        left join ${deviceGroups} on ${deviceGroups.id} = page.group_id
        left join lateral ${latestValuesOf(sql`page.id`, REPORTED)} reported on true
        left join ${broadcasts} playing on playing.id = case when reported.broadcast_id between 1 and ${INT4_MAX}
          then reported.broadcast_id::int end
        left join lateral (
          select played.broadcastid as id, ${broadcasts.name} as name,
            ${isoTextOf(sql`played.finished_at`)} as at
          from (
            select (cd.params->>'broadcastid')::int as broadcastid, cd.finished_at
            from ${cd} cd join ${commands} c on c.id = cd.command_id
            where cd.device_id = page.id and c.method in ('playBroadcast', 'playLive')
              and cd.state = 'succeeded'
            order by cd.finished_at desc
            limit 1) played
          left join ${broadcasts} on ${broadcasts.id} = played.broadcastid) last on true
        order by page.name, page.id`),
    );
    return { rows: rows.map(({ total: _, ...row }) => row), total: rows[0]?.total ?? 0 };
  }
}

import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { deviceGroups, projects } from '../projects/projects.table';
import { devices } from './devices.table';

/** A device as the warning rules and the live events need it, with its run state before and after. */
export interface PresenceRow {
  deviceId: number;
  code: string;
  accountId: number;
  typeId: number;
  projectName: string;
  groupName: string;
  latitude: number | null;
  longitude: number | null;
  lampPower: number | null;
  runState: number | null;
  before: number | null;
}

/** One device heard from: when, until when its silence is allowed, the state it reported last. */
export interface HeardEntry {
  id: number;
  at: string;
  offlineAt: string;
  reported: number;
}

const OFFLINE = 4;

const d = devices;
const presenceColumns = sql`${d.id} as "deviceId", ${d.code} as code, ${d.accountId} as "accountId",
  ${d.typeId} as "typeId", ${d.latitude} as latitude, ${d.longitude} as longitude, ${d.lampPower} as "lampPower",
  ${d.runState} as "runState",
  coalesce((select ${projects.name} from ${projects} where ${projects.id} = ${d.projectId}), '') as "projectName",
  coalesce((select ${deviceGroups.name} from ${deviceGroups} where ${deviceGroups.id} = ${d.groupId}), '') as "groupName"`;

/** SQL of when devices were heard and which of them fell silent. No rules here. */
export class PresenceRepository {
  constructor(private readonly db: Database) {}

  /**
   * Records that devices were heard, in one statement: the last time only moves forward (the
   * silence allowed follows the latest hearing), and a device counted offline (or never heard)
   * takes its reported state.
   */
  async heard(entries: HeardEntry[]): Promise<PresenceRow[]> {
    if (entries.length === 0) return [];
    const json = JSON.stringify(
      entries.map((entry) => ({
        id: entry.id,
        at: entry.at,
        offline_at: entry.offlineAt,
        reported: entry.reported,
      })),
    );
    // `old` is read from the statement's snapshot: the run state before this update.
    const rows = await this.db.execute(sql`
      update ${d} set
        last_seen_at = greatest(${d.lastSeenAt}, s.at),
        offline_at = case when s.at >= coalesce(${d.lastSeenAt}, s.at) then s.offline_at else ${d.offlineAt} end,
        run_state = case when ${d.runState} is null or ${d.runState} = ${OFFLINE} then s.reported else ${d.runState} end
      from json_to_recordset(${json}::json) as s(id int, at timestamptz, offline_at timestamptz, reported smallint),
        (select id, run_state from ${d}) as old
      where ${d.id} = s.id and old.id = s.id
      returning ${presenceColumns}, old.run_state as before`);
    return rowsOf<PresenceRow>(rows);
  }

  /**
   * Counts offline, in one statement, the devices whose allowed silence ended before `now` (at
   * most `limit` of them, the longest silent first; rows another process holds are skipped).
   */
  async sweep(now: Date, limit: number): Promise<PresenceRow[]> {
    const rows = await this.db.execute(sql`
      update ${d} set run_state = ${OFFLINE}
      where ${d.id} in (
        select id from ${d}
        where offline_at is not null and offline_at < ${now.toISOString()}::timestamptz
          and run_state is distinct from ${OFFLINE}
        order by offline_at limit ${limit} for update skip locked)
      returning ${presenceColumns}, null::smallint as before`);
    return rowsOf<PresenceRow>(rows);
  }
}

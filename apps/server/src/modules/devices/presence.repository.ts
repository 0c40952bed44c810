import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { deviceGroups, projects } from '../projects/projects.table';
import type { DeviceIdentityRow } from './devices.repository';
import { devicePresence, devices } from './devices.table';

/** A device as the warning rules and the live events need it, with its run state before and after. */
export interface PresenceRow extends DeviceIdentityRow {
  projectId: number | null;
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
const p = devicePresence;
const presenceColumns = (
  runState: SQL,
) => sql`${d.id} as "deviceId", ${d.code} as code, ${d.accountId} as "accountId",
  ${d.typeId} as "typeId", ${d.latitude} as latitude, ${d.longitude} as longitude, ${d.lampPower} as "lampPower",
  ${runState} as "runState", ${d.projectId} as "projectId",
  coalesce((select ${projects.name} from ${projects} where ${projects.id} = ${d.projectId}), '') as "projectName",
  coalesce((select ${deviceGroups.name} from ${deviceGroups} where ${deviceGroups.id} = ${d.groupId}), '') as "groupName"`;

/** SQL of when devices were heard and which of them fell silent. No rules here. */
export class PresenceRepository {
  constructor(private readonly db: Database) {}

  /**
   * Records that devices were heard, in one statement: the last time only moves forward (the
   * silence allowed follows the latest hearing), and a device counted offline (or never heard)
   * takes its reported state. Answers every device heard, with its run state before and after.
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
    // The final select reads the snapshot the statement began with: `d.run_state` is the state before.
    const rows = await this.db.execute(sql`
      with s as (
        select * from json_to_recordset(${json}::json) as s(id int, at timestamptz, offline_at timestamptz, reported smallint)
      ), seen as (
        insert into ${p} as p (device_id, last_seen_at, offline_at, offline)
        select s.id, s.at, s.offline_at, false from s join ${d} on ${d.id} = s.id
        on conflict (device_id) do update set
          last_seen_at = greatest(p.last_seen_at, excluded.last_seen_at),
          offline_at = case when excluded.last_seen_at >= p.last_seen_at then excluded.offline_at else p.offline_at end,
          offline = false
      ), back as (
        update ${d} set run_state = s.reported from s
        where ${d.id} = s.id and (${d.runState} is null or ${d.runState} = ${OFFLINE})
        returning ${d.id} as id, ${d.runState} as state
      )
      select ${presenceColumns(sql`coalesce(back.state, ${d.runState})`)}, ${d.runState} as before
      from ${d} join s on s.id = ${d.id} left join back on back.id = ${d.id}`);
    return rowsOf<PresenceRow>(rows);
  }

  /**
   * Counts offline, in one statement, the devices whose allowed silence ended before `now` (at
   * most `limit` of them, the longest silent first; rows another process holds are skipped).
   */
  async sweep(now: Date, limit: number): Promise<PresenceRow[]> {
    const rows = await this.db.execute(sql`
      with gone as (
        update ${p} set offline = true
        where device_id in (
          select device_id from ${p}
          where not offline and offline_at < ${now.toISOString()}::timestamptz
          order by offline_at limit ${limit} for update skip locked)
        returning device_id
      )
      update ${d} set run_state = ${OFFLINE} from gone
      where ${d.id} = gone.device_id and ${d.runState} is distinct from ${OFFLINE}
      returning ${presenceColumns(sql`${d.runState}`)}, null::smallint as before`);
    return rowsOf<PresenceRow>(rows);
  }
}

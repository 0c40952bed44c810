import { sql } from 'drizzle-orm';
import { arrayLiteral } from '../../db/array-literal';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { campaigns, screenPlays } from './campaigns.table';
import { isoText } from './screen-plays.repository';

/** A screen's latest reported play: when, of which campaign, and which program version. */
export interface LastPlay {
  at: string;
  campaignid: number;
  campaignname: string;
  programid: number;
  version: number;
}

const s = screenPlays;

/** Reads of proof of play that other modules make (screen management shows each screen's last play). */
export class CampaignsQueries {
  constructor(private readonly db: Database) {}

  /**
   * The latest play of each of these screens that reported one. The caller has already scoped the
   * screens to its subtree; one index step per screen along the plays' (device, start) key.
   */
  async lastPlaysOf(deviceIds: number[]): Promise<Map<number, LastPlay>> {
    if (deviceIds.length === 0) return new Map();
    const rows = rowsOf<LastPlay & { deviceid: number }>(
      await this.db.execute(sql`
        select screen.id as deviceid, ${isoText(sql`latest.started_at`)} as at,
          latest.campaign_id as campaignid, ${campaigns.name} as campaignname,
          latest.program_id as programid, latest.version as version
        from unnest(${arrayLiteral([...new Set(deviceIds)])}::int[]) as screen(id)
        cross join lateral (
          select * from ${s} where ${s.deviceId} = screen.id order by ${s.startedAt} desc limit 1
        ) latest
        join ${campaigns} on ${campaigns.id} = latest.campaign_id`),
    );
    return new Map(rows.map(({ deviceid, ...play }) => [deviceid, play]));
  }
}

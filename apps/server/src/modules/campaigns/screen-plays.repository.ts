import type { CampaignReport } from '@lamplighter/contract';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { devices } from '../devices/devices.table';
import { campaignScreens, screenPlays } from './campaigns.table';

const s = screenPlays;

/** An instant as `Date.toISOString` writes it, by the database, so that both drivers answer the same text. */
export const isoText = (instant: unknown) =>
  sql<string>`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export type NewPlay = Omit<typeof screenPlays.$inferInsert, 'deviceId'>;

/** The plays screens reported, and what a campaign's report adds up from them. */
export class ScreenPlaysRepository {
  constructor(private readonly db: Database) {}

  /** Those of `campaignIds` that include the screen. */
  async campaignsIncluding(deviceId: number, campaignIds: number[]): Promise<Set<number>> {
    const rows = await this.db
      .select({ id: campaignScreens.campaignId })
      .from(campaignScreens)
      .where(and(eq(campaignScreens.deviceId, deviceId), inArray(campaignScreens.campaignId, campaignIds)));
    return new Set(rows.map((row) => row.id));
  }

  /** Stores the plays a screen has not reported before; answers how many were new. */
  async record(deviceId: number, plays: NewPlay[]): Promise<number> {
    if (plays.length === 0) return 0;
    const stored = await this.db
      .insert(s)
      .values(plays.map((play) => ({ ...play, deviceId })))
      .onConflictDoNothing()
      .returning({ deviceId: s.deviceId });
    return stored.length;
  }

  /** Plays that started before `cutoff` go: proof of play is kept as long as the telemetry history. */
  async dropBefore(cutoff: Date): Promise<void> {
    await this.db.delete(s).where(lt(s.startedAt, cutoff));
  }

  /** Plays, screens and seconds of a campaign; per screen (those it has and those that played it) and per day. */
  async report(
    campaignId: number,
    utcOffset: number,
  ): Promise<Omit<CampaignReport, 'hours'> & { seconds: number }> {
    const ofCampaign = sql`${s.campaignId} = ${campaignId}`;
    const [totals] = rowsOf<{ plays: number; screens: number; seconds: number }>(
      await this.db.execute(sql`
        select count(*)::int as plays, count(distinct ${s.deviceId})::int as screens,
          coalesce(sum(${s.seconds}), 0)::float8 as seconds
        from ${s} where ${ofCampaign}`),
    );
    const perscreen = rowsOf<CampaignReport['perscreen'][number]>(
      await this.db.execute(sql`
        select ${devices.id} as deviceid, ${devices.code} as devicecode, ${devices.name} as devicename,
          count(${s.deviceId})::int as plays, coalesce(sum(${s.seconds}), 0)::float8 as seconds,
          ${isoText(sql`max(${s.startedAt})`)} as lastplay
        from ${devices}
        left join ${s} on ${s.deviceId} = ${devices.id} and ${ofCampaign}
        where ${devices.id} in (
          select ${campaignScreens.deviceId} from ${campaignScreens} where ${campaignScreens.campaignId} = ${campaignId}
          union select ${s.deviceId} from ${s} where ${ofCampaign})
        group by ${devices.id}
        order by ${devices.code}`),
    );
    const localDay = sql`to_char((${s.startedAt} at time zone 'UTC') + ${utcOffset} * interval '1 minute', 'YYYY-MM-DD')`;
    const perday = rowsOf<CampaignReport['perday'][number]>(
      await this.db.execute(sql`
        select ${localDay} as day, count(*)::int as plays, sum(${s.seconds})::float8 as seconds
        from ${s} where ${ofCampaign}
        group by 1 order by 1`),
    );
    return { ...(totals ?? { plays: 0, screens: 0, seconds: 0 }), perscreen, perday };
  }
}

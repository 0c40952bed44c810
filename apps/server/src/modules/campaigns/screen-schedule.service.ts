import {
  CAMPAIGN_UTC_OFFSET_DEFAULT,
  type ScreenPlaysBody,
  type ScreenPlaysResult,
  type ScreenSchedule,
} from '@lamplighter/contract';
import type { CampaignScheduleRepository } from './campaign-schedule.repository';
import type { ScreenPlaysRepository } from './screen-plays.repository';

/** A screen as its token opens it. */
export interface ScreenIdentity {
  deviceId: number;
  accountId: number;
}

/** The device API of screen advertising: a screen fetches its schedule and reports its plays. */
export class ScreenScheduleService {
  constructor(
    private readonly schedule: CampaignScheduleRepository,
    private readonly plays: ScreenPlaysRepository,
    private readonly now: () => number,
  ) {}

  async scheduleOf(screen: ScreenIdentity): Promise<ScreenSchedule> {
    const rows = await this.schedule.scheduled(screen, this.now());
    return {
      utcoffset: rows[0]?.utcOffset ?? CAMPAIGN_UTC_OFFSET_DEFAULT,
      campaigns: rows.map((row) => ({
        campaignid: row.id,
        name: row.name,
        programid: row.programId,
        version: row.version,
        startdate: row.startDate,
        enddate: row.endDate,
        slots: row.slots,
        priority: row.priority,
        playsperhour: row.playsPerHour,
        utcoffset: row.utcOffset,
      })),
    };
  }

  /**
   * Stores the plays of campaigns that include the screen, once each (a screen that sends a report
   * again, not knowing the first arrived, is not counted twice); plays of other campaigns are refused.
   */
  async record(screen: ScreenIdentity, body: ScreenPlaysBody): Promise<ScreenPlaysResult> {
    const named = [...new Set(body.plays.map((play) => play.campaignid))];
    const included = await this.plays.campaignsIncluding(screen.deviceId, named);
    const taken = body.plays.filter((play) => included.has(play.campaignid));
    const accepted = await this.plays.record(
      screen.deviceId,
      taken.map((play) => ({
        campaignId: play.campaignid,
        programId: play.programid,
        version: play.version,
        startedAt: new Date(play.start),
        seconds: play.seconds,
      })),
    );
    return { accepted, duplicate: taken.length - accepted, refused: body.plays.length - taken.length };
  }
}

import {
  dayAt,
  dayPlan,
  minuteOf,
  type PlanCampaign,
  type ProgramManifest,
  playTimes,
} from '@lamplighter/contract';
import { deviceFetch } from '../device-fetch';
import type { DeviceApi } from '../media-store';
import type { Play } from './play-reports';

/** A campaign as the device API's schedule names it: what to play, when and how often. */
export interface ScheduledCampaign extends PlanCampaign {
  name: string;
  /** The id of the program's published version the screen plays, and its number. */
  programid: number;
  version: number;
}

/** A program the screen holds, by the id of its version. */
type HeldProgram = (programid: number) => ProgramManifest | undefined;

const DAY_MS = 86_400_000;

/**
 * A screen's advertising schedule: the campaigns the platform names for it, fetched when the
 * screen connects and when told `syncSchedule`, and the plays they make over a span of time,
 * worked out by the same day plan the platform shows. A campaign's play is made only if the screen
 * holds the version of the program it names.
 */
export class ScreenSchedule {
  private campaigns: ScheduledCampaign[] = [];
  private utcOffset = 480;

  constructor(private readonly api: DeviceApi | null) {}

  async fetch(): Promise<ScheduledCampaign[]> {
    if (!this.api) throw new Error('no device API to fetch the schedule from');
    const answer = await deviceFetch(`${this.api.url}/api/v1/${this.api.token}/schedule`);
    if (!answer.ok) throw new Error(`the schedule answered ${answer.status}`);
    const schedule = (await answer.json()) as { utcoffset: number; campaigns: ScheduledCampaign[] };
    this.utcOffset = schedule.utcoffset;
    this.campaigns = schedule.campaigns;
    return this.campaigns;
  }

  /** The plays that begin after `from` and no later than `to`. */
  playsBetween(from: number, to: number, held: HeldProgram): Play[] {
    const plays: Play[] = [];
    if (to <= from || this.campaigns.length === 0) return plays;
    for (let midnight = this.midnightOf(from); midnight <= to; midnight += DAY_MS) {
      const day = dayAt(midnight, this.utcOffset);
      for (const segment of dayPlan(this.campaigns, day).segments) {
        const campaign = this.campaigns.find((candidate) => candidate.campaignid === segment.campaignid);
        const manifest = campaign && held(campaign.programid);
        if (!campaign || manifest?.version !== campaign.version) continue;
        for (const second of playTimes(segment, manifest.duration)) {
          const start = midnight + second * 1000;
          if (start <= from || start > to) continue;
          const { campaignid, programid, version } = campaign;
          plays.push({ campaignid, programid, version, start, seconds: manifest.duration });
        }
      }
    }
    return plays;
  }

  /** The campaign whose slot the moment is in, when the screen holds its program. */
  campaignAt(ms: number, held: HeldProgram): ScheduledCampaign | undefined {
    const midnight = this.midnightOf(ms);
    const minute = Math.floor((ms - midnight) / 60_000);
    const segment = dayPlan(this.campaigns, dayAt(ms, this.utcOffset)).segments.find(
      (candidate) => minuteOf(candidate.from) <= minute && minute < minuteOf(candidate.to),
    );
    const campaign = this.campaigns.find((candidate) => candidate.campaignid === segment?.campaignid);
    return campaign && held(campaign.programid)?.version === campaign.version ? campaign : undefined;
  }

  /** The instant of local midnight that begins the local day of `ms`. */
  private midnightOf(ms: number): number {
    const offsetMs = this.utcOffset * 60_000;
    return Math.floor((ms + offsetMs) / DAY_MS) * DAY_MS - offsetMs;
  }
}

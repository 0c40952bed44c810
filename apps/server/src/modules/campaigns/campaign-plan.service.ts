import { type CampaignPlanQuery, DEVICE_TYPE, dayPlan, type ScreenDayPlan } from '@lamplighter/contract';
import type { Caller } from '../../platform/caller';
import { fail } from '../../platform/errors';
import { asPlanCampaign } from './campaign-presenter';
import type { CampaignScheduleRepository } from './campaign-schedule.repository';

/**
 * A screen's day as the platform shows it: the campaigns of the caller's subtree that include the
 * screen, resolved minute by minute as the screen resolves them (campaign-plan.ts).
 */
export class CampaignPlanService {
  constructor(private readonly schedule: CampaignScheduleRepository) {}

  async plan(caller: Caller, query: CampaignPlanQuery): Promise<ScreenDayPlan> {
    const screen = await this.schedule.screen(caller, query.deviceid, DEVICE_TYPE.ledScreen);
    if (!screen) throw fail.notFound('screen');
    const booked = await this.schedule.planned(caller, screen.id);
    const resolved = dayPlan(booked.map(asPlanCampaign), query.day);
    const byId = new Map(booked.map((campaign) => [campaign.id, campaign]));
    const named = (id: number) => {
      const campaign = byId.get(id);
      return {
        name: campaign?.name ?? '',
        programid: campaign?.programOriginId ?? 0,
        programname: campaign?.programName ?? '',
      };
    };
    return {
      deviceid: screen.id,
      devicecode: screen.code,
      devicename: screen.name,
      day: query.day,
      segments: resolved.segments.map((segment) => ({ ...segment, ...named(segment.campaignid) })),
      overridden: resolved.overridden.map(({ campaignid, by }) => ({
        campaignid,
        name: named(campaignid).name,
        by,
        byname: named(by).name,
      })),
      campaigns: booked
        .filter((campaign) => campaign.startDate <= query.day && query.day <= campaign.endDate)
        .map((campaign) => ({
          campaignid: campaign.id,
          ...named(campaign.id),
          priority: campaign.priority,
          playsperhour: campaign.playsPerHour,
          slots: campaign.slots,
        })),
    };
  }
}

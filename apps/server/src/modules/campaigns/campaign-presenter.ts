import {
  type Campaign,
  type CampaignScreen,
  type CampaignSummary,
  campaignState,
  dayAt,
  type PlanCampaign,
} from '@lamplighter/contract';
import type { PlannedCampaign } from './campaign-schedule.repository';
import type { CampaignRow } from './campaigns.repository';

export function presentCampaignSummary(row: CampaignRow, now: number): CampaignSummary {
  const dates = { startdate: row.startDate, enddate: row.endDate };
  return {
    id: row.id,
    name: row.name,
    programid: row.programOriginId,
    programname: row.programName,
    version: row.version,
    screencount: row.screenCount,
    ...dates,
    slots: row.slots,
    priority: row.priority,
    playsperhour: row.playsPerHour,
    utcoffset: row.utcOffset,
    state: campaignState(dates, dayAt(now, row.utcOffset)),
    creatorname: row.creatorName,
    createtime: row.createdAt.toISOString(),
    updatetime: row.updatedAt.toISOString(),
  };
}

export function presentCampaign(row: CampaignRow, screens: CampaignScreen[], now: number): Campaign {
  return { ...presentCampaignSummary(row, now), screens };
}

export function asPlanCampaign(row: PlannedCampaign): PlanCampaign {
  return {
    campaignid: row.id,
    priority: row.priority,
    playsperhour: row.playsPerHour,
    startdate: row.startDate,
    enddate: row.endDate,
    slots: row.slots,
  };
}

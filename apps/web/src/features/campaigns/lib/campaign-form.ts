import {
  type Campaign,
  type CampaignBody,
  type CampaignSlot,
  minuteOf,
  playTimes,
} from '@lamplighter/contract';
import dayjs, { type Dayjs } from 'dayjs';

/** A daily slot as the form holds it: two clock times; an end at 00:00 is the day's end. */
export interface SlotValue {
  span: [Dayjs, Dayjs];
}

/** The editor's fields, as the form holds them. */
export interface CampaignFormValues {
  name: string;
  programid: number;
  deviceids: number[];
  dates: [Dayjs, Dayjs];
  slots: SlotValue[];
  priority: number;
  playsperhour: number;
}

const DAY = 'YYYY-MM-DD';
const CLOCK = 'HH:mm';
const clockOn = (clock: string) => dayjs(`2000-01-01 ${clock === '24:00' ? '00:00' : clock}`);

/** A slot in the contract's words: an end at midnight is '24:00', the end of the day. */
export function slotOf(value: SlotValue): CampaignSlot {
  const [from, to] = value.span;
  const end = to.format(CLOCK);
  return { from: from.format(CLOCK), to: end === '00:00' ? '24:00' : end };
}

/** What the form starts with: a campaign's fields, or a new one's from today for a week, all day. */
export function formValuesOf(campaign: Campaign | undefined, today: Dayjs): Partial<CampaignFormValues> {
  if (!campaign) {
    return {
      dates: [today.startOf('day'), today.add(6, 'day').startOf('day')],
      slots: [{ span: [clockOn('00:00'), clockOn('24:00')] }],
      priority: 5,
      playsperhour: 12,
    };
  }
  return {
    name: campaign.name,
    programid: campaign.programid,
    deviceids: campaign.screens.map((screen) => screen.id),
    dates: [dayjs(campaign.startdate), dayjs(campaign.enddate)],
    slots: campaign.slots.map((slot) => ({ span: [clockOn(slot.from), clockOn(slot.to)] })),
    priority: campaign.priority,
    playsperhour: campaign.playsperhour,
  };
}

/** The body of an add or an update, in the browser's clock (the screens keep the installation's). */
export function campaignBodyOf(values: CampaignFormValues, utcoffset: number): CampaignBody {
  return {
    name: values.name.trim(),
    programid: values.programid,
    deviceids: values.deviceids,
    startdate: values.dates[0].format(DAY),
    enddate: values.dates[1].format(DAY),
    slots: values.slots.map(slotOf),
    priority: values.priority,
    playsperhour: values.playsperhour,
    utcoffset,
  };
}

/**
 * How many times a screen plays the program on a day of the campaign when no other campaign takes
 * its minutes: the plays of each slot, a program of `cycleSeconds` fitting between them.
 */
export function playsPerDay(
  slots: readonly CampaignSlot[],
  playsperhour: number,
  cycleSeconds: number,
): number {
  return slots
    .filter((slot) => minuteOf(slot.from) < minuteOf(slot.to))
    .reduce((sum, slot) => sum + playTimes({ ...slot, playsperhour }, cycleSeconds).length, 0);
}

/**
 * How an LED screen's advertising day is worked out from the campaigns that include it: each
 * minute of the day belongs to the campaign of highest priority whose dates include the day and
 * one of whose slots covers the minute; between equals, to the one booked first (the lower id).
 * The platform shows this plan, and a screen plays by it.
 */

/** A daily slot, local time: `from` included, `to` excluded; `to` may be '24:00'. */
export interface PlanSlot {
  from: string;
  to: string;
}

export interface PlanCampaign {
  campaignid: number;
  priority: number;
  playsperhour: number;
  /** 'YYYY-MM-DD', both included. */
  startdate: string;
  enddate: string;
  slots: readonly PlanSlot[];
}

/** Minutes of one day that one campaign holds, back to back. */
export interface PlanSegment {
  from: string;
  to: string;
  campaignid: number;
  priority: number;
  playsperhour: number;
}

export interface DayPlan {
  segments: PlanSegment[];
  /** Campaigns of the day that lost a minute of their slots, and the winner of the first they lost. */
  overridden: { campaignid: number; by: number }[];
}

export const MINUTES_PER_DAY = 1440;

/** Minutes since midnight of 'HH:MM' ('24:00' is the day's end, 1440). */
export function minuteOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** 'HH:MM' of a minute of the day (1440 is '24:00'). */
export function clockOf(minute: number): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(Math.floor(minute / 60))}:${two(minute % 60)}`;
}

/** The day ('YYYY-MM-DD') that the instant `ms` falls on, on a clock `utcOffset` minutes east of UTC. */
export function dayAt(ms: number, utcOffset: number): string {
  return new Date(ms + utcOffset * 60_000).toISOString().slice(0, 10);
}

/** Whether a campaign's dates are still to come, include `today`, or are past. */
export function campaignState(
  dates: { startdate: string; enddate: string },
  today: string,
): 'upcoming' | 'running' | 'ended' {
  if (today < dates.startdate) return 'upcoming';
  return today > dates.enddate ? 'ended' : 'running';
}

/** Higher priority first; between equals, the one booked first. */
function outranks(a: PlanCampaign, b: PlanCampaign): number {
  return b.priority - a.priority || a.campaignid - b.campaignid;
}

export function dayPlan(campaigns: readonly PlanCampaign[], day: string): DayPlan {
  const ranked = campaigns.filter((c) => c.startdate <= day && day <= c.enddate).sort(outranks);
  const holder: (PlanCampaign | undefined)[] = new Array(MINUTES_PER_DAY).fill(undefined);
  const overridden: DayPlan['overridden'] = [];
  for (const campaign of ranked) {
    let lostTo: number | undefined;
    // In the order of the day, so that the first minute lost names its winner.
    const slots = [...campaign.slots].sort((a, b) => minuteOf(a.from) - minuteOf(b.from));
    for (const slot of slots) {
      for (
        let minute = minuteOf(slot.from);
        minute < Math.min(minuteOf(slot.to), MINUTES_PER_DAY);
        minute++
      ) {
        const held = holder[minute];
        if (held === undefined) holder[minute] = campaign;
        else if (held !== campaign) lostTo ??= held.campaignid;
      }
    }
    if (lostTo !== undefined) overridden.push({ campaignid: campaign.campaignid, by: lostTo });
  }
  return { segments: segmentsOf(holder), overridden: overridden.sort((a, b) => a.campaignid - b.campaignid) };
}

function segmentsOf(holder: readonly (PlanCampaign | undefined)[]): PlanSegment[] {
  const segments: PlanSegment[] = [];
  let start = 0;
  for (let minute = 1; minute <= MINUTES_PER_DAY; minute++) {
    const campaign = holder[start];
    if (minute < MINUTES_PER_DAY && holder[minute] === campaign) continue;
    if (campaign) {
      const { campaignid, priority, playsperhour } = campaign;
      segments.push({ from: clockOf(start), to: clockOf(minute), campaignid, priority, playsperhour });
    }
    start = minute;
  }
  return segments;
}

/**
 * When the plays of a segment start, in seconds since the day's start (local): `playsperhour`
 * evenly spaced in each clock hour from the hour's start, those inside the segment. Given the
 * program's `cycleSeconds`, a play that would start before the one before it ends, or end after
 * the segment does, is left out: a screen plays one thing at a time, and a segment's end is the
 * next campaign's start.
 */
export function playTimes(
  segment: Pick<PlanSegment, 'from' | 'to' | 'playsperhour'>,
  cycleSeconds = 0,
): number[] {
  const start = minuteOf(segment.from) * 60;
  const end = minuteOf(segment.to) * 60;
  const spacing = 3600 / segment.playsperhour;
  const times: number[] = [];
  let free = start;
  for (let hour = Math.floor(start / 3600) * 3600; hour < end; hour += 3600) {
    for (let play = 0; play < segment.playsperhour; play++) {
      const at = hour + Math.floor(play * spacing);
      if (at < free || at >= end || at + cycleSeconds > end) continue;
      times.push(at);
      free = at + cycleSeconds;
    }
  }
  return times;
}

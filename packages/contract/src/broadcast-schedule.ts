import { dayAt } from './campaign-plan';

/**
 * When a broadcast plays: at once, once at a local date and time, or every day (or on some
 * weekdays) at a local time from its first day to its last, both included. Dates and times are on
 * the terminals' clock, `utcoffset` minutes east of UTC; the platform, the web ("next: …") and the
 * tests work its occurrences out here.
 */
export type BroadcastSchedule =
  | { kind: 'now' }
  | { kind: 'once'; at: string }
  | { kind: 'daily'; time: string; startdate: string; enddate: string }
  | { kind: 'weekly'; time: string; weekdays: number[]; startdate: string; enddate: string };

export const broadcastScheduleKinds = ['now', 'once', 'daily', 'weekly'] as const;
export type BroadcastScheduleKind = (typeof broadcastScheduleKinds)[number];

const DAY_MS = 86_400_000;

/** The instant of a local day ('YYYY-MM-DD') and time ('HH:MM') on a clock `utcOffset` minutes east of UTC. */
export function instantOf(day: string, time: string, utcOffset: number): number {
  return Date.parse(`${day}T${time}:00Z`) - utcOffset * 60_000;
}

/** The weekday of a day, 0 Sunday to 6 Saturday. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/**
 * The first occurrence of a schedule strictly after the instant `after` (ms), or undefined when it
 * has none left. `now` has no occurrence of its own: it plays as it is made.
 */
export function nextOccurrence(
  schedule: BroadcastSchedule,
  utcOffset: number,
  after: number,
): number | undefined {
  if (schedule.kind === 'now') return undefined;
  if (schedule.kind === 'once') {
    const [day = '', time = ''] = schedule.at.split(' ');
    const at = instantOf(day, time, utcOffset);
    return at > after ? at : undefined;
  }
  const today = dayAt(after, utcOffset);
  // A weekly schedule finds a weekday of its own within a week of any day, so this stops soon.
  for (let day = today > schedule.startdate ? today : schedule.startdate; day <= schedule.enddate; ) {
    const at = instantOf(day, schedule.time, utcOffset);
    const playsThatDay = schedule.kind === 'daily' || schedule.weekdays.includes(weekdayOf(day));
    if (playsThatDay && at > after) return at;
    day = nextDay(day);
  }
  return undefined;
}

import type { BroadcastSchedule } from '@lamplighter/contract';
import type { TFunction } from 'i18next';

/** Monday first, as a week reads on a notice board. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** When a broadcast plays, in the reader's words: "now", "once, 2026-11-27 18:00", "Mon, Wed 07:30, 11-27 – 12-31". */
export function scheduleText(schedule: BroadcastSchedule, t: TFunction): string {
  switch (schedule.kind) {
    case 'now':
      return t('broadcast.schedule.nowText');
    case 'once':
      return t('broadcast.schedule.onceText', { at: schedule.at });
    case 'daily':
      return t('broadcast.schedule.dailyText', {
        time: schedule.time,
        from: schedule.startdate,
        to: schedule.enddate,
      });
    case 'weekly': {
      const days = WEEK_ORDER.filter((day) => schedule.weekdays.includes(day))
        .map((day) => t(`broadcast.weekday.${day}`))
        .join(t('broadcast.weekday.separator'));
      return t('broadcast.schedule.weeklyText', {
        days,
        time: schedule.time,
        from: schedule.startdate,
        to: schedule.enddate,
      });
    }
  }
}

import dayjs from 'dayjs';

/** When a device last reported, short for a table cell: the time if today, else the day and time. */
export function reportTimeText(time: string | null, now: Date): string {
  if (time === null) return '--';
  const at = dayjs(time);
  if (!at.isValid()) return '--';
  return at.isSame(now, 'day') ? at.format('HH:mm:ss') : at.format('MM-DD HH:mm');
}

import dayjs from 'dayjs';

/** A date for people, in local time; ten-digit numbers are seconds. */
export function formatTime(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '--';
  const date = typeof value === 'number' && String(Math.trunc(value)).length === 10 ? value * 1000 : value;
  const parsed = dayjs(date);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD HH:mm:ss') : '--';
}

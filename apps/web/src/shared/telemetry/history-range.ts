import type { Dayjs } from 'dayjs';

/** The ranges a chart offers: the last 24 hours, week or month, or two moments picked. */
export const historyRanges = ['day', 'week', 'month', 'custom'] as const;
export type HistoryRange = (typeof historyRanges)[number];

const SPAN_MS: Record<Exclude<HistoryRange, 'custom'>, number> = {
  day: 24 * 3_600_000,
  week: 7 * 24 * 3_600_000,
  month: 30 * 24 * 3_600_000,
};

/** The range as milliseconds, ending now unless custom; undefined while a custom range is unpicked. */
export function rangeOf(
  range: HistoryRange,
  custom: [Dayjs, Dayjs] | null,
  now: number,
): { from: number; to: number } | undefined {
  if (range !== 'custom') return { from: now - SPAN_MS[range], to: now };
  if (!custom) return undefined;
  return { from: custom[0].valueOf(), to: custom[1].valueOf() };
}

import type { AfterSalePriority } from '@lamplighter/contract';

/** The tag colour of each ticket priority, the same wherever tickets are counted or listed. */
export const PRIORITY_COLORS: Record<AfterSalePriority, string> = {
  low: 'default',
  medium: 'blue',
  high: 'orange',
  urgent: 'red',
};

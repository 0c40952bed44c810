import type { DashboardSummary } from '@lamplighter/contract';

const OFFLINE = 4;

export interface OnlineRate {
  /** Devices heard from: all but the offline ones and those that never reported. */
  online: number;
  /** Their share of all devices in percent, unrounded; 0 without devices. */
  percent: number;
}

/** The online rate of the walls, from the fleet by run state. */
export function onlineRate({
  total,
  byState,
}: Pick<DashboardSummary['devices'], 'total' | 'byState'>): OnlineRate {
  const silent = byState
    .filter((row) => row.runstate === null || row.runstate === OFFLINE)
    .reduce((sum, row) => sum + row.count, 0);
  const online = total - silent;
  return { online, percent: total > 0 ? (online / total) * 100 : 0 };
}

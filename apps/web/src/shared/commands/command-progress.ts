import type { CommandDeviceState, CommandEvent, CommandState } from '@lamplighter/contract';

/** How far a command got at a device: a device never goes back, and the three ends are equal. */
const STEP: Record<CommandState, number> = {
  queued: 0,
  sent: 1,
  delivered: 2,
  succeeded: 3,
  failed: 3,
  expired: 3,
};

export const isSettled = (state: CommandState) => STEP[state] === 3;

/**
 * The devices' states as last read, each moved on by the live events seen since. Events that came
 * before the read and the read that came before events give the same answer: the furthest state.
 */
export function mergeProgress(
  devices: readonly CommandDeviceState[],
  seen: ReadonlyMap<number, CommandEvent>,
): CommandDeviceState[] {
  return devices.map((device) => {
    const event = seen.get(device.deviceid);
    if (!event || STEP[event.state] <= STEP[device.state]) return device;
    return { ...device, state: event.state, error: event.error };
  });
}

export type ProgressCounts = Record<CommandState, number> & { total: number; settled: number };

export function countProgress(devices: readonly CommandDeviceState[]): ProgressCounts {
  const counts: ProgressCounts = {
    queued: 0,
    sent: 0,
    delivered: 0,
    succeeded: 0,
    failed: 0,
    expired: 0,
    total: devices.length,
    settled: 0,
  };
  for (const device of devices) {
    counts[device.state] += 1;
    if (isSettled(device.state)) counts.settled += 1;
  }
  return counts;
}

/** The result table's views: every device, those still waiting, those that succeeded, those that did not. */
export const progressViews = ['all', 'waiting', 'succeeded', 'unsuccessful'] as const;
export type ProgressView = (typeof progressViews)[number];

export function inView(view: ProgressView, state: CommandState): boolean {
  if (view === 'all') return true;
  if (view === 'waiting') return !isSettled(state);
  if (view === 'succeeded') return state === 'succeeded';
  return state === 'failed' || state === 'expired';
}

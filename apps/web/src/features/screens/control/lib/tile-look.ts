import { runStates } from '@lamplighter/contract';

/** How a tile shows its device: the run state (its frame) and the lamp (its fill). */
export interface TileLook {
  state: 'none' | (typeof runStates)[keyof typeof runStates];
  /** Unknown before the lamp reports, and while it is offline (what it said last may be stale). */
  lamp: 'on' | 'off' | 'unknown';
  /** How strongly a burning tile glows, 0 to 1, from its brightness. */
  glow: number;
}

/** The faintest glow of a lamp that burns: a lamp dimmed low still reads as on. */
const MIN_GLOW = 0.35;

export function tileLook(device: {
  runstate: number | null;
  lampon: number | null;
  brightness: number | null;
}): TileLook {
  const state =
    device.runstate === null ? 'none' : (runStates[device.runstate as keyof typeof runStates] ?? 'none');
  const lamp = state === 'offline' || device.lampon === null ? 'unknown' : device.lampon === 1 ? 'on' : 'off';
  const level = Math.min(100, Math.max(0, device.brightness ?? 100)) / 100;
  return { state, lamp, glow: lamp === 'on' ? MIN_GLOW + (1 - MIN_GLOW) * level : 0 };
}

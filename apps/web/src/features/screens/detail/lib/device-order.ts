/** Run states in the order an operator looks at them: faults, alarms, offline, upgrading, then normal. */
const ATTENTION: Record<number, number> = { 3: 0, 2: 1, 4: 2, 5: 3, 1: 5 };
/** Devices that never reported come between the upgrading and the normal ones. */
const NO_STATE = 4;

const rank = (state: number | null) => (state === null ? NO_STATE : (ATTENTION[state] ?? NO_STATE));

/** The devices of a project's table: those that need attention first, then by number. */
export function byAttention<T extends { runstate: number | null; devicecode: string }>(
  devices: readonly T[],
): T[] {
  return [...devices].sort(
    (a, b) => rank(a.runstate) - rank(b.runstate) || a.devicecode.localeCompare(b.devicecode),
  );
}

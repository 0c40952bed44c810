import type { DevicePoints } from './device-points';

/**
 * The points with some run states changed (null: none reported, drawn as 0); undefined when
 * nothing on the map changed. Only the states column is copied: ids and positions are shared.
 */
export function withStates(
  points: DevicePoints,
  changes: Map<number, number | null>,
): DevicePoints | undefined {
  let states: Uint8Array | undefined;
  for (let i = 0; i < points.count; i++) {
    const change = changes.get(points.ids[i] ?? 0);
    if (change === undefined) continue;
    const state = change ?? 0;
    if (points.states[i] === state) continue;
    states ??= points.states.slice();
    states[i] = state;
  }
  return states ? { ...points, states } : undefined;
}

/**
 * Faults a simulated device can be given on demand. Lamp failure and overload latch the load
 * state once the controller tries to drive the lamp (2 open circuit, 5 overload protection);
 * undervoltage makes the battery (or the grid supply) read low; offline stops all reporting; a
 * sensor failure takes one sensor's readings away from a weather station, a camera's picture, an
 * LED screen's panel or a broadcast terminal's speaker, and makes its run state fault (lights have
 * no such sensors and ignore it); a download failure breaks off every file an LED screen or a
 * broadcast terminal fetches half way.
 */
export const faultKinds = [
  'lampFailure',
  'overload',
  'undervoltage',
  'offline',
  'sensorFailure',
  'downloadFailure',
] as const;
export type FaultKind = (typeof faultKinds)[number];

export function isFaultKind(value: string): value is FaultKind {
  return (faultKinds as readonly string[]).includes(value);
}

/** Load state codes of PRODUCT.md. */
export const LOAD_STATE = {
  off: 0,
  on: 1,
  openCircuit: 2,
  straightThrough: 3,
  shortCircuit: 4,
  overloadProtection: 5,
  overloadWarning: 6,
  lineFailure: 7,
  dimmingLineDisconnected: 8,
} as const;

/** Run state codes of the seed. */
export const RUN_STATE = { normal: 1, alarm: 2, fault: 3, offline: 4, upgrading: 5 } as const;

/** A load state that stops the lamp (a fault), as opposed to a warning (6) or plain off/on. */
export function isLoadFault(loadState: number): boolean {
  return loadState >= 2 && loadState <= 8 && loadState !== LOAD_STATE.overloadWarning;
}

/** Run state from the other states: upgrading, then fault, then alarm (any warning reason). */
export function runStateOf(loadState: number, batteryState: number | null, upgrading: boolean): number {
  if (upgrading) return RUN_STATE.upgrading;
  if (isLoadFault(loadState)) return RUN_STATE.fault;
  if (loadState === LOAD_STATE.overloadWarning || (batteryState !== null && batteryState !== 2)) {
    return RUN_STATE.alarm;
  }
  return RUN_STATE.normal;
}

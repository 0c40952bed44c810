import { describe, expect, it } from 'vitest';
import type { DevicePoints } from './device-points';
import { withStates } from './points-states';

const points: DevicePoints = {
  count: 3,
  ids: Int32Array.from([10, 11, 12]),
  lngs: Float32Array.from([114, 114.1, 114.2]),
  lats: Float32Array.from([22.5, 22.6, 22.7]),
  types: Uint8Array.from([1, 1, 2]),
  states: Uint8Array.from([1, 2, 0]),
};

describe('withStates', () => {
  it('copies the states column with the changed devices, sharing the rest', () => {
    const changed = withStates(
      points,
      new Map([
        [11, 4],
        [12, 1],
        [99, 3],
      ]),
    );
    expect(Array.from(changed?.states ?? [])).toEqual([1, 4, 1]);
    expect(changed?.ids).toBe(points.ids);
    expect(Array.from(points.states)).toEqual([1, 2, 0]);
  });

  it('answers undefined when no device on the map changed, and draws null as no state', () => {
    expect(
      withStates(
        points,
        new Map([
          [10, 1],
          [99, 4],
        ]),
      ),
    ).toBeUndefined();
    expect(Array.from(withStates(points, new Map([[10, null]]))?.states ?? [])).toEqual([0, 2, 0]);
  });
});

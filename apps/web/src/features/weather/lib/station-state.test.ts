import { describe, expect, it } from 'vitest';
import { isOffline } from './station-state';

describe('isOffline', () => {
  it('is the offline run state only', () => {
    expect(isOffline({ runstate: 4 })).toBe(true);
    expect([1, 2, 3, 5, null].map((runstate) => isOffline({ runstate }))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

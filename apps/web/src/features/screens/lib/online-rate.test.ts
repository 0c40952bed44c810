import { describe, expect, it } from 'vitest';
import { onlineRate } from './online-rate';

describe('the online rate', () => {
  it('counts every device but the offline ones and those that never reported', () => {
    const byState = [
      { runstate: 1, count: 90 },
      { runstate: 2, count: 4 },
      { runstate: 3, count: 2 },
      { runstate: 4, count: 3 },
      { runstate: 5, count: 0 },
      { runstate: null, count: 1 },
    ];
    expect(onlineRate({ total: 100, byState })).toEqual({ online: 96, percent: 96 });
  });

  it('is 0 % for an account without devices', () => {
    expect(onlineRate({ total: 0, byState: [] })).toEqual({ online: 0, percent: 0 });
  });
});

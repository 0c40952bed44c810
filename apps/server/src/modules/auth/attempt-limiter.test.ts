import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from './attempt-limiter';

describe('the attempt limiter', () => {
  it('counts hits in a sliding window and says how long to wait', () => {
    let now = 1_000_000;
    const limiter = new AttemptLimiter(2, 60_000, () => now);
    expect(limiter.hit('a')).toBe(0);
    now += 10_000;
    expect(limiter.hit('a')).toBe(0);
    expect(limiter.hit('a')).toBe(50);
    expect(limiter.hit('b')).toBe(0);
    now += 50_000;
    expect(limiter.hit('a')).toBe(0);
  });

  it('answers the wait without counting, for limits that count only failures', () => {
    let now = 0;
    const limiter = new AttemptLimiter(2, 60_000, () => now);
    for (let i = 0; i < 5; i++) expect(limiter.waitFor('a')).toBe(0);
    limiter.hit('a');
    limiter.hit('a');
    now += 1_000;
    expect(limiter.waitFor('a')).toBe(59);
    expect(limiter.waitFor('a')).toBe(59);
    now += 59_000;
    expect(limiter.waitFor('a')).toBe(0);
  });
});

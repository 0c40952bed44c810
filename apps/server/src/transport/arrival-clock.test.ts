import { describe, expect, it } from 'vitest';
import { ArrivalClock } from './arrival-clock';

describe('the arrival clock', () => {
  it('gives every arrival within one millisecond a later time of its own, never a whole millisecond', () => {
    const clock = new ArrivalClock(() => 1_700_000_000_000);
    const stamps = Array.from({ length: 1500 }, () => clock.next());
    const micros = stamps.map((stamp) => stamp.ts * 1000 + stamp.micros);
    expect(new Set(micros).size).toBe(1500);
    expect(micros).toEqual([...micros].sort((a, b) => a - b));
    expect(stamps.every((stamp) => stamp.micros >= 1 && stamp.micros <= 999)).toBe(true);
    expect(stamps[0]).toEqual({ ts: 1_700_000_000_000, micros: 1 });
    // Past 999 arrivals the stamps run into the next millisecond, skipping its whole value.
    expect(stamps[999]).toEqual({ ts: 1_700_000_000_001, micros: 1 });
  });

  it('follows the clock again once it has caught up, and never goes back when the clock does', () => {
    let now = 1_700_000_000_000;
    const clock = new ArrivalClock(() => now);
    clock.next();
    now += 5;
    expect(clock.next()).toEqual({ ts: 1_700_000_000_005, micros: 1 });
    now -= 3_000;
    expect(clock.next()).toEqual({ ts: 1_700_000_000_005, micros: 2 });
  });
});

import { describe, expect, it } from 'vitest';
import { ClosedHours } from './closed-hours';

const HOUR = 3_600_000;
const CURRENT = Date.UTC(2026, 10, 26, 12);
const at = (hoursAgo: number) => CURRENT - hoursAgo * HOUR;
const row = (hoursAgo: number, consumedWh: number) => ({
  hour: new Date(at(hoursAgo)).toISOString(),
  consumedWh,
  generatedWh: null,
  devices: 1,
});

describe('the closed hours of the power curve', () => {
  it('keeps the hours that ended ten minutes ago, so that the next read starts after them', () => {
    const hours = new ClosedHours();
    expect(hours.firstMissing('/1/', at(3), CURRENT)).toBe(at(3));
    // Five minutes into the hour: the hour before is not closed yet.
    const answered = hours.keep('/1/', at(3), [row(3, 10), row(1, 30), row(0, 5)], CURRENT + 5 * 60_000);
    expect(answered.map((kept) => kept.consumedWh)).toEqual([10, 0, 30, 5]);
    expect(hours.firstMissing('/1/', at(3), CURRENT)).toBe(at(1));
    hours.keep('/1/', at(1), [row(1, 40)], CURRENT + 15 * 60_000);
    expect(hours.firstMissing('/1/', at(3), CURRENT)).toBe(CURRENT);
    expect(hours.firstMissing('/2/', at(3), CURRENT)).toBe(at(3));
  });

  it('forgets the hours of more than two days ago', () => {
    const hours = new ClosedHours();
    hours.keep('/1/', at(50), [row(50, 1)], CURRENT);
    const later = hours.keep('/1/', at(1), [], CURRENT);
    expect(later.some((kept) => kept.hour === row(50, 1).hour)).toBe(false);
  });
});

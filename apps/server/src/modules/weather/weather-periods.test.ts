import { describe, expect, it } from 'vitest';
import { daySpan, dayStart, localDay, periodSpan } from './weather-periods';

const CHINA = 480;
// 2026-11-26 01:30 in China is still the 25th in UTC.
const NOW = Date.parse('2026-11-25T17:30:00Z');

describe('the days of the weather analytics, on the caller clock', () => {
  it('names the day of the clock, not of UTC', () => {
    expect(localDay(NOW, CHINA)).toBe('2026-11-26');
    expect(localDay(NOW, 0)).toBe('2026-11-25');
    expect(new Date(dayStart('2026-11-26', CHINA)).toISOString()).toBe('2026-11-25T16:00:00.000Z');
  });

  it('ends every period with the whole of the last day, today by default', () => {
    const day = periodSpan('day', undefined, CHINA, NOW);
    expect(new Date(day.from).toISOString()).toBe('2026-11-25T16:00:00.000Z');
    expect(new Date(day.to).toISOString()).toBe('2026-11-26T16:00:00.000Z');
    const week = periodSpan('week', '2026-11-20', CHINA, NOW);
    expect(new Date(week.from).toISOString()).toBe('2026-11-13T16:00:00.000Z');
    expect(new Date(week.to).toISOString()).toBe('2026-11-20T16:00:00.000Z');
    const year = periodSpan('year', '2026-11-26', 0, NOW);
    expect((year.to - year.from) / 86_400_000).toBe(365);
  });

  it('counts the days of a table from its first to its last day included, 30 back by default', () => {
    expect(daySpan('2026-11-01', '2026-11-30', CHINA, NOW).days).toBe(30);
    expect(daySpan('2026-11-26', '2026-11-26', CHINA, NOW).days).toBe(1);
    const fallback = daySpan(undefined, undefined, CHINA, NOW);
    expect(fallback.days).toBe(30);
    expect(new Date(fallback.to).toISOString()).toBe('2026-11-26T16:00:00.000Z');
  });
});

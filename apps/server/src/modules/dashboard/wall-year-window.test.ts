import { describe, expect, it } from 'vitest';
import { yearWindow } from './wall-year-window';

describe('the year of the wall', () => {
  it('spans New Year to today on the UTC+8 clock, the closed days summed and today read live', () => {
    // 2026-03-02 17:00 UTC is already 3 March in Beijing.
    const window = yearWindow(Date.UTC(2026, 2, 2, 17));
    expect(window.today).toBe('2026-03-03');
    expect(window.monthStart).toBe('2026-01-01');
    expect(window.days).toHaveLength(31 + 28 + 3);
    expect(window.summed.at(-1)).toBe('2026-03-02');
    expect(window.live).toEqual(['2026-03-03']);
    expect(window.from.toISOString()).toBe('2025-12-31T16:00:00.000Z');
  });

  it('keeps yesterday live in the first minutes after midnight, when late counters may still come', () => {
    const window = yearWindow(Date.UTC(2026, 0, 1, 16, 5));
    expect(window.today).toBe('2026-01-02');
    expect(window.summed).toEqual([]);
    expect(window.live).toEqual(['2026-01-01', '2026-01-02']);
  });
});

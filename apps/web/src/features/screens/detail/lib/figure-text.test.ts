import { describe, expect, it } from 'vitest';
import { numberText, reportTime } from './figure-text';

describe('figures on the detail wall', () => {
  it('writes numbers as the language does, rounded, and -- for none', () => {
    expect(numberText(12345.678, 'en')).toBe('12,345.7');
    expect(numberText(12345.678, 'zh', 2)).toBe('12,345.68');
    expect(numberText(null, 'en')).toBe('--');
    expect(numberText(Number.NaN, 'zh')).toBe('--');
  });

  it('writes a report of today by its time, an older one with its day', () => {
    const now = new Date(2026, 2, 10, 20, 0, 0);
    expect(reportTime(new Date(2026, 2, 10, 19, 5, 9).toISOString(), now)).toBe('19:05:09');
    expect(reportTime(new Date(2026, 2, 9, 23, 59, 0).toISOString(), now)).toBe('03-09 23:59:00');
    expect(reportTime(null, now)).toBe('--');
  });
});

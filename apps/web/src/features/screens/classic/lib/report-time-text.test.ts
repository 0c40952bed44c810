import { describe, expect, it } from 'vitest';
import { reportTimeText } from './report-time-text';

describe('the last report of a device row', () => {
  const now = new Date(2026, 10, 26, 18, 30, 0);

  it('shows the time of a report of today and the day and time of an older one', () => {
    expect(reportTimeText(new Date(2026, 10, 26, 18, 29, 5).toISOString(), now)).toBe('18:29:05');
    expect(reportTimeText(new Date(2026, 10, 25, 23, 59, 0).toISOString(), now)).toBe('11-25 23:59');
  });

  it('shows -- for a device that never reported', () => {
    expect(reportTimeText(null, now)).toBe('--');
    expect(reportTimeText('not a time', now)).toBe('--');
  });
});

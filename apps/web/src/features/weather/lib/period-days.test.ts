import { describe, expect, it } from 'vitest';
import { periodDays } from './period-days';

describe('periodDays', () => {
  it('covers the last day alone, or with the 6, 29 or 364 days before it', () => {
    expect(periodDays('day', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(periodDays('week', '2026-03-01')).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(periodDays('month', '2026-03-31')).toEqual({ from: '2026-03-02', to: '2026-03-31' });
    expect(periodDays('year', '2024-12-31')).toEqual({ from: '2024-01-02', to: '2024-12-31' });
  });
});

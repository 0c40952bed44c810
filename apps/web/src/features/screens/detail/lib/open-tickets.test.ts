import type { AfterSale } from '@lamplighter/contract';
import { describe, expect, it } from 'vitest';
import { openTicketSummary } from './open-tickets';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const ticket = (priority: AfterSale['priority'], hoursAgo: number) =>
  ({ priority, createTime: new Date(NOW - hoursAgo * 3_600_000).toISOString() }) as AfterSale;

describe("a project's open tickets on the detail wall", () => {
  it('counts nothing without tickets', () => {
    expect(openTicketSummary([], NOW)).toEqual({
      total: 0,
      byPriority: { low: 0, medium: 0, high: 0, urgent: 0 },
      byAge: { day: 0, week: 0, older: 0 },
    });
  });

  it('counts them by priority and by age: within a day, up to a week, older', () => {
    const summary = openTicketSummary(
      [
        ticket('urgent', 2),
        ticket('urgent', 24),
        ticket('low', 25),
        ticket('high', 7 * 24),
        ticket('medium', 7 * 24 + 1),
      ],
      NOW,
    );
    expect(summary.total).toBe(5);
    expect(summary.byPriority).toEqual({ low: 1, medium: 1, high: 1, urgent: 2 });
    expect(summary.byAge).toEqual({ day: 2, week: 2, older: 1 });
  });
});

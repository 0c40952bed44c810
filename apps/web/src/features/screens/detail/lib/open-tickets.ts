import type { AfterSale, AfterSaleOpenSummary } from '@lamplighter/contract';

const DAY_MS = 86_400_000;

/** Open tickets of a project counted as the wall's tickets panel shows them: by priority and by age. */
export function openTicketSummary(tickets: readonly AfterSale[], now: number): AfterSaleOpenSummary {
  const summary: AfterSaleOpenSummary = {
    total: tickets.length,
    byPriority: { low: 0, medium: 0, high: 0, urgent: 0 },
    byAge: { day: 0, week: 0, older: 0 },
  };
  for (const ticket of tickets) {
    summary.byPriority[ticket.priority] += 1;
    const age = now - Date.parse(ticket.createTime);
    if (age <= DAY_MS) summary.byAge.day += 1;
    else if (age <= 7 * DAY_MS) summary.byAge.week += 1;
    else summary.byAge.older += 1;
  }
  return summary;
}

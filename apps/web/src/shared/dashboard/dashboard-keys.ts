import { domainKeys } from '../api/query-keys';

/**
 * The queries of the home page and the monitoring wall (the same aggregates), under the dashboard's
 * root, which the live changes reload.
 */
export const dashboardKeys = {
  all: domainKeys.dashboard,
  summary: [...domainKeys.dashboard, 'summary'],
  energy: (utcoffset: number) => [...domainKeys.dashboard, 'energy', utcoffset],
  openTickets: [...domainKeys.dashboard, 'open-tickets'],
};

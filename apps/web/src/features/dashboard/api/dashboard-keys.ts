import { domainKeys } from '../../../shared/api/query-keys';

/** The home page's queries, under the dashboard's root, which the live changes reload. */
export const dashboardKeys = {
  all: domainKeys.dashboard,
  summary: [...domainKeys.dashboard, 'summary'],
  energy: (utcoffset: number) => [...domainKeys.dashboard, 'energy', utcoffset],
  openTickets: [...domainKeys.dashboard, 'open-tickets'],
};

import { domainKeys } from '../../../shared/api/query-keys';

/** The home page's queries, under the dashboard's root. */
export const dashboardKeys = {
  all: domainKeys.dashboard,
  summary: (userId: number) => [...domainKeys.dashboard, 'summary', userId],
};

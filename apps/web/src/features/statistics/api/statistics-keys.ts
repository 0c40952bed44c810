import { domainKeys } from '../../../shared/api/query-keys';
import type { StatisticsFilter } from './statistics';

/** The statistics screen's queries, under their own root. */
export const statisticsKeys = {
  all: domainKeys.statistics,
  report: (filter: StatisticsFilter) => [...domainKeys.statistics, filter],
};

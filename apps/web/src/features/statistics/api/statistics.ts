import type { StatisticsDimension, StatisticsPeriod, StatisticsReport } from '@lamplighter/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

export interface StatisticsFilter {
  period: StatisticsPeriod;
  dimension: StatisticsDimension;
  from?: string | undefined;
  to?: string | undefined;
  projectid?: number | undefined;
  groupid?: number | undefined;
}

/** Days are counted on the browser's clock. */
const withClock = (filter: StatisticsFilter) => ({ ...filter, utcoffset: -new Date().getTimezoneOffset() });

export const statisticsQuery = (filter: StatisticsFilter) =>
  queryOptions({
    queryKey: ['statistics', filter],
    queryFn: async () =>
      (await api.request<StatisticsReport>('/remote/statistics/energy', { params: withClock(filter) })).data,
    placeholderData: keepPreviousData,
  });

export const exportStatistics = (filter: StatisticsFilter) =>
  api.blob('/remote/statistics/export', withClock(filter));

import { endpoints } from '@lamplighter/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call, download } from '../../../shared/api/api';
import type { QueryOf } from '../../../shared/api/contract-client';
import { statisticsKeys } from './statistics-keys';

/** The screen's filters; the clock is added when a call is made. */
export type StatisticsFilter = Omit<QueryOf<typeof endpoints.statistics.energy>, 'utcoffset'>;

/** Days are counted on the browser's clock. */
const withClock = (filter: StatisticsFilter) => ({ ...filter, utcoffset: -new Date().getTimezoneOffset() });

export const statisticsQuery = (filter: StatisticsFilter) =>
  queryOptions({
    queryKey: statisticsKeys.report(filter),
    queryFn: () => call(endpoints.statistics.energy, withClock(filter)),
    placeholderData: keepPreviousData,
  });

export const exportStatistics = (filter: StatisticsFilter) =>
  download(endpoints.statistics.export, withClock(filter));

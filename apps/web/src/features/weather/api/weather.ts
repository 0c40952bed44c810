import { endpoints } from '@lamplighter/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call, download } from '../../../shared/api/api';
import { pageOf, type QueryOf } from '../../../shared/api/contract-client';
import { weatherKeys } from './weather-keys';

/** The filters of the screens; the browser's clock is added when a call is made. */
export type TrendFilter = Omit<QueryOf<typeof endpoints.weather.trend>, 'utcoffset'>;
export type DailyFilter = Omit<QueryOf<typeof endpoints.weather.daily>, 'utcoffset'>;
export type ExportFilter = Omit<QueryOf<typeof endpoints.weather.export>, 'utcoffset'>;

/** Days and 'today' are counted on the browser's clock. */
const withClock = <T extends object>(filter: T) => ({
  ...filter,
  utcoffset: -new Date().getTimezoneOffset(),
});

/** Every station of the caller (or of one project) with its newest readings, and the region's figures. */
export const overviewQuery = (projectid?: number) =>
  queryOptions({
    queryKey: weatherKeys.overview(projectid),
    queryFn: () => call(endpoints.weather.overview, withClock({ projectid })),
    placeholderData: keepPreviousData,
  });

export const trendQuery = (filter: TrendFilter) =>
  queryOptions({
    queryKey: weatherKeys.trend(filter),
    queryFn: () => call(endpoints.weather.trend, withClock(filter)),
    placeholderData: keepPreviousData,
  });

export const dailyQuery = (filter: DailyFilter) =>
  queryOptions({
    queryKey: weatherKeys.daily(filter),
    queryFn: async () => pageOf(await call(endpoints.weather.daily, withClock(filter))),
    placeholderData: keepPreviousData,
  });

/** Every reading's daily figures of the stations as an xlsx file. */
export const exportDaily = (filter: ExportFilter) => download(endpoints.weather.export, withClock(filter));

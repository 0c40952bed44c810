import { endpoints } from '@lamplighter/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/api';
import { domainKeys } from '../../../shared/api/query-keys';

/**
 * The monitoring wall's own aggregates. The projects' faults sit under the dashboard's root, which
 * the live events reload; the power, the year and the weather change by the minute and follow the
 * wall's clock alone.
 */
const wallKeys = {
  power: ['wall', 'power'],
  year: ['wall', 'year'],
  weather: (limit: number) => ['wall', 'weather', limit],
  topProjects: (limit: number) => [...domainKeys.dashboard, 'wall', 'top-projects', limit],
};

export const powerCurveQuery = queryOptions({
  queryKey: wallKeys.power,
  queryFn: () => call(endpoints.wall.power, {}),
  placeholderData: keepPreviousData,
});

export const yearEnergyQuery = queryOptions({
  queryKey: wallKeys.year,
  queryFn: () => call(endpoints.wall.year),
  placeholderData: keepPreviousData,
});

export const weatherQuery = (limit: number) =>
  queryOptions({
    queryKey: wallKeys.weather(limit),
    queryFn: () => call(endpoints.wall.weather, { limit }),
    placeholderData: keepPreviousData,
  });

export const topProjectsQuery = (limit: number) =>
  queryOptions({
    queryKey: wallKeys.topProjects(limit),
    queryFn: () => call(endpoints.wall.topProjects, { limit }),
    placeholderData: keepPreviousData,
  });

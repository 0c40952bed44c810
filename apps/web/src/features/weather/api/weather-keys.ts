import { domainKeys } from '../../../shared/api/query-keys';
import type { DailyFilter, TrendFilter } from './weather';

const stations = [...domainKeys.devices, 'weather'];

/**
 * The weather screens' queries. The stations' readings are under the devices' root (a station is a
 * device: renaming or moving one reloads them); the thresholds under the projects' root (they belong
 * to a project, and name its groups).
 */
export const weatherKeys = {
  stations,
  overview: (projectid: number | undefined) => [...stations, 'overview', projectid ?? 'all'],
  trend: (filter: TrendFilter) => [...stations, 'trend', filter],
  daily: (filter: DailyFilter) => [...stations, 'daily', filter],
  thresholds: [...domainKeys.projects, 'weather-thresholds'],
};

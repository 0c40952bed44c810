import { expiryFilters } from '@lamplighter/contract';
import type { DeviceFilterValues } from './device-filters';

const RUN_STATES = new Set([1, 2, 3, 4, 5]);

/**
 * The filters a link asks for (a reminder's jump path, e.g. `?expiry=7` or
 * `?runstate=4&projectid=12`); anything it cannot name is left out rather than refused.
 */
export function filtersFromLink(search: URLSearchParams): DeviceFilterValues {
  const expiry = search.get('expiry');
  const runstate = Number(search.get('runstate'));
  const projectid = Number(search.get('projectid'));
  return {
    ...(expiryFilters.find((value) => value === expiry)
      ? { expiry: expiry as DeviceFilterValues['expiry'] }
      : {}),
    ...(RUN_STATES.has(runstate) ? { runstate } : {}),
    ...(Number.isInteger(projectid) && projectid > 0 ? { projectid } : {}),
  };
}

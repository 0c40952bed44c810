import { domainKeys } from '../../../shared/api/query-keys';
import type { LedScreenFilter } from './led-screens';

const all = [...domainKeys.devices, 'led-screen-management'];

/**
 * Screen management's queries. The list is under the devices' root: a screen renamed, moved or
 * deleted anywhere reloads it. A screenshot is named by the time it arrived, so that a new one is
 * fetched as soon as the list says it came, and an old one is never asked for again.
 */
export const ledScreenKeys = {
  all,
  list: (filter: LedScreenFilter) => [...all, 'list', filter],
  screenshot: (id: number, at: string) => ['led-screen-screenshot', id, at],
};

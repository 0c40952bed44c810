import { domainKeys } from '../../../shared/api/query-keys';
import type { FactoryDeviceFilter } from './factory-devices';

const all = domainKeys.factoryDevices;

/** The factory device screen's queries, under the factory devices' root (its manufacturer choices too). */
export const factoryDeviceKeys = {
  all,
  list: (filter: FactoryDeviceFilter) => [...all, 'list', filter],
  manufacturers: [...all, 'manufacturers'],
};

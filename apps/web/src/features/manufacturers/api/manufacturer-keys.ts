import { domainKeys } from '../../../shared/api/query-keys';
import type { ManufacturerFilter } from './manufacturers';

/** The manufacturer screen's queries, under the manufacturers' root (where the devices' choices are too). */
export const manufacturerKeys = {
  all: domainKeys.manufacturers,
  list: (filter: ManufacturerFilter) => [...domainKeys.manufacturers, 'list', filter],
};

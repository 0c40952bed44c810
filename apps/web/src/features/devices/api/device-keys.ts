import { domainKeys, sharedKeys } from '../../../shared/api/query-keys';
import type { DeviceListFilter } from './devices';

const all = domainKeys.devices;

/**
 * The device screens' queries, under the devices' root: a change anywhere in the inventory reloads
 * them, and a change here reloads the other screens that show devices. The manufacturers a device
 * may name are under the manufacturers' root, so that the manufacturer screen's writes reload them.
 */
export const deviceKeys = {
  all,
  list: (filter: DeviceListFilter) => [...all, 'list', filter],
  /** Shared: the device map's live updates refresh it too. */
  detail: sharedKeys.deviceDetail,
  credentials: (id: number) => [...all, 'credentials', id],
  importReport: (id: number) => [...all, 'import-report', id],
  manufacturerOptions: [...domainKeys.manufacturers, 'options'],
};

import { domainKeys } from '../../../shared/api/query-keys';
import type { AfterSaleListFilter } from './after-sales';

const all = domainKeys.afterSales;

/** The after-sales screens' queries, under their own root: every ticket write reloads them all. */
export const afterSaleKeys = {
  all,
  list: (filter: AfterSaleListFilter) => [...all, 'list', filter],
  detail: (id: number) => [...all, 'detail', id],
  draft: (deviceId: number) => [...all, 'draft', deviceId],
  handlers: [...all, 'handlers'],
  file: (id: number, thumbnail: boolean) => [...all, 'file', id, thumbnail],
  /** The devices the pickers offer, under the devices' root: an inventory change reloads them. */
  devices: (keyword: string) => [...domainKeys.devices, 'ticket-picker', keyword],
};

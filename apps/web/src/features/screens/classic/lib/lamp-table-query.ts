import { type DeviceListRow, endpoints, LIGHT_TYPES } from '@lamplighter/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../../shared/api/api';
import { pageOf } from '../../../../shared/api/contract-client';
import { domainKeys } from '../../../../shared/api/query-keys';

/** Lamps the table goes through before it turns to the next page of the fleet. */
export const LAMP_TABLE_PAGE_SIZE = 50;

/** A page of the fleet's lamps, and which. */
export interface LampTablePage {
  list: DeviceListRow[];
  total: number;
  pagenum: number;
}

/**
 * One page (`pagenum`, which it names) of the caller's lamps (every light family, newest first) with what each reported last,
 * as the lamp lists show them; under the devices' root, so that a change of the inventory reloads it.
 */
export const lampTableQuery = (pagenum: number) =>
  queryOptions({
    queryKey: [...domainKeys.devices, 'classic-wall', pagenum],
    queryFn: async (): Promise<LampTablePage> => ({
      ...pageOf(
        await call(endpoints.device.list, {
          devicetype: [...LIGHT_TYPES],
          pagenum,
          pagesize: LAMP_TABLE_PAGE_SIZE,
        }),
      ),
      pagenum,
    }),
    placeholderData: keepPreviousData,
  });

import { endpoints } from '@lamplighter/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/api';
import { type InputOf, pageOf, type QueryOf } from '../../../shared/api/contract-client';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { factoryDeviceKeys } from './factory-device-keys';

/** Filters and page of the factory device list (`/remote/factorydevice/list`). */
export type FactoryDeviceFilter = QueryOf<typeof endpoints.factoryDevice.list>;

/** What the factory device form sends; an update adds the device's id. */
export type FactoryDeviceInput = InputOf<typeof endpoints.factoryDevice.add> & { id?: number };

export const factoryDeviceListQuery = (filter: FactoryDeviceFilter) =>
  queryOptions({
    queryKey: factoryDeviceKeys.list(filter),
    queryFn: async () => pageOf(await call(endpoints.factoryDevice.list, filter)),
    placeholderData: keepPreviousData,
  });

/** The manufacturers the caller registers devices for: made by its account or managed below it. */
export const factoryManufacturersQuery = queryOptions({
  queryKey: factoryDeviceKeys.manufacturers,
  queryFn: () => call(endpoints.factoryDevice.manufacturers),
  staleTime: 60_000,
});

/** The factory device screen's writes; each reloads every factory device query. */
export function useFactoryDeviceWrites() {
  const invalidates = [factoryDeviceKeys.all];
  return {
    add: useCallMutation(endpoints.factoryDevice.add, { invalidates }),
    update: useCallMutation(endpoints.factoryDevice.update, { invalidates }),
    remove: useCallMutation(endpoints.factoryDevice.delete, { invalidates }),
  };
}

import { endpoints } from '@lamplighter/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/api';
import { pageOf } from '../../../shared/api/contract-client';
import { deviceKeys } from './device-keys';

/** The manufacturers a device may name; only for accounts that may list them. */
export const manufacturerOptionsQuery = queryOptions({
  queryKey: deviceKeys.manufacturerOptions,
  queryFn: async () => pageOf(await call(endpoints.manufacturer.list, { pagesize: 500 })).list,
  staleTime: 60_000,
});

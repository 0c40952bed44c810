import { endpoints } from '@lamplighter/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/api';
import { type InputOf, pageOf, type QueryOf } from '../../../shared/api/contract-client';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { manufacturerKeys } from './manufacturer-keys';

export type ManufacturerFilter = QueryOf<typeof endpoints.manufacturer.list>;

/** What the manufacturer form sends; an update adds the manufacturer's id. */
export type ManufacturerInput = InputOf<typeof endpoints.manufacturer.add>;

export const manufacturerListQuery = (filter: ManufacturerFilter) =>
  queryOptions({
    queryKey: manufacturerKeys.list(filter),
    queryFn: async () => pageOf(await call(endpoints.manufacturer.list, filter)),
    placeholderData: keepPreviousData,
  });

/** The manufacturer screen's writes; each reloads every manufacturer query, the devices' choices included. */
export function useManufacturerWrites() {
  const invalidates = [manufacturerKeys.all];
  return {
    add: useCallMutation(endpoints.manufacturer.add, { invalidates }),
    update: useCallMutation(endpoints.manufacturer.update, { invalidates }),
    remove: useCallMutation(endpoints.manufacturer.delete, { invalidates }),
  };
}

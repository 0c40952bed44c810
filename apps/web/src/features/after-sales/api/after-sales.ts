import { endpoints } from '@lamplighter/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/api';
import { type InputOf, pageOf, type QueryOf } from '../../../shared/api/contract-client';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { afterSaleKeys } from './after-sale-keys';

/** Filters and page of the ticket list (`/remote/aftersale/list`). */
export type AfterSaleListFilter = QueryOf<typeof endpoints.afterSale.list>;

/** The list's filters, as the export takes them. */
export type AfterSaleExportFilter = QueryOf<typeof endpoints.afterSale.export>;

/** What the form sends for a new ticket. */
export type AfterSaleInput = InputOf<typeof endpoints.afterSale.add>;

export const afterSaleListQuery = (filter: AfterSaleListFilter) =>
  queryOptions({
    queryKey: afterSaleKeys.list(filter),
    queryFn: async () => pageOf(await call(endpoints.afterSale.list, filter)),
    placeholderData: keepPreviousData,
  });

export const afterSaleDetailQuery = (id: number) =>
  queryOptions({
    queryKey: afterSaleKeys.detail(id),
    queryFn: () => call(endpoints.afterSale.detail, { id }, { silent: true }),
    retry: false,
  });

/** What a new ticket about the device starts with: its project and its recent warnings. */
export const afterSaleDraftQuery = (deviceId: number) =>
  queryOptions({
    queryKey: afterSaleKeys.draft(deviceId),
    queryFn: () => call(endpoints.afterSale.draft, { deviceid: deviceId }),
    staleTime: 0,
  });

/** The enabled accounts of the caller's subtree, whom a ticket may be assigned to. */
export const handlersQuery = queryOptions({
  queryKey: afterSaleKeys.handlers,
  queryFn: () => call(endpoints.afterSale.handlers),
  staleTime: 60_000,
});

/** The caller's devices whose number or name holds `keyword`, twenty at most, for a picker. */
export const deviceChoicesQuery = (keyword: string) =>
  queryOptions({
    queryKey: afterSaleKeys.devices(keyword),
    queryFn: async () =>
      pageOf(await call(endpoints.device.list, { keyword: keyword || undefined, pagesize: 20 })).list,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** The ticket writes; each reloads every ticket query (the list, the detail, the drafts' counts). */
export function useAfterSaleWrites() {
  const invalidates = [afterSaleKeys.all];
  return {
    add: useCallMutation(endpoints.afterSale.add, { invalidates }),
    update: useCallMutation(endpoints.afterSale.update, { invalidates }),
    remove: useCallMutation(endpoints.afterSale.delete, { invalidates }),
    assign: useCallMutation(endpoints.afterSale.assign, { invalidates }),
    transition: useCallMutation(endpoints.afterSale.transition, { invalidates }),
    detach: useCallMutation(endpoints.afterSale.detach, { invalidates }),
  };
}

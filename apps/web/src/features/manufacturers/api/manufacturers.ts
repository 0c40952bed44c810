import type { AccountTreeNode, Manufacturer } from '@lamplighter/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

export interface ManufacturerFilter {
  pagenum: number;
  pagesize: number;
  keyword?: string | undefined;
}

/** Every query of this feature starts with `['manufacturers']`. */
export const manufacturerListQuery = (filter: ManufacturerFilter) =>
  queryOptions({
    queryKey: ['manufacturers', 'list', filter],
    queryFn: async () =>
      (
        await api.request<{ list: Manufacturer[]; total: number }[]>('/sys/manufacturer/list', {
          params: { ...filter },
        })
      ).data[0] ?? { list: [], total: 0 },
    placeholderData: keepPreviousData,
  });

/** The caller's account subtree, to choose the account that registers a manufacturer's devices. */
export const makerAccountsQuery = queryOptions({
  queryKey: ['manufacturers', 'maker-accounts'],
  queryFn: async () => (await api.request<AccountTreeNode[]>('/sys/account/tree')).data,
  staleTime: 60_000,
});

export type ManufacturerInput = {
  id?: number;
  name: string;
  code: string;
  contact: string;
  phone: string;
  address: string;
  remark: string;
  /** Empty: no maker account. */
  accountid: number | '';
};

export const manufacturerCalls = {
  add: (input: ManufacturerInput) => api.request<Manufacturer>('/sys/manufacturer/add', { data: input }),
  update: (input: ManufacturerInput) =>
    api.request<Manufacturer>('/sys/manufacturer/update', { data: input }),
  remove: (ids: number[]) => api.request('/sys/manufacturer/delete', { params: { ids } }),
};

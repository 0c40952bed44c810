import type { Account, AccountTreeNode, Role } from '@lamplighter/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

export interface AccountFilter {
  pagenum: number;
  pagesize: number;
  keyword?: string | undefined;
  roleid?: number | undefined;
  parentid?: number | undefined;
  enabled?: number | undefined;
}

export const accountListQuery = (filter: AccountFilter) =>
  queryOptions({
    queryKey: ['accounts', 'list', filter],
    queryFn: async () =>
      (
        await api.request<{ list: Account[]; total: number }[]>('/sys/account/list', {
          params: { ...filter },
        })
      ).data[0] ?? {
        list: [],
        total: 0,
      },
    placeholderData: keepPreviousData,
  });

export const accountTreeQuery = queryOptions({
  queryKey: ['accounts', 'tree'],
  queryFn: async () => (await api.request<AccountTreeNode[]>('/sys/account/tree')).data,
});

export const assignableRolesQuery = queryOptions({
  queryKey: ['roles', 'all'],
  queryFn: async () =>
    (await api.request<{ list: Role[] }[]>('/sys/role/list', { params: { pagesize: 500 } })).data[0]?.list ??
    [],
});

export type AccountInput = Record<string, string | number | undefined>;

export const accountCalls = {
  add: (input: AccountInput) => api.request<Account>('/sys/account/add', { data: input }),
  update: (input: AccountInput) => api.request<Account>('/sys/account/update', { data: input }),
  setEnabled: (id: number, enabled: number) =>
    api.request<Account>('/sys/account/enable', { data: { id, enabled } }),
  resetPassword: (id: number, password: string) =>
    api.request('/sys/account/resetpwd', { data: { id, password } }),
  remove: (ids: number[]) => api.request('/sys/account/delete', { params: { ids } }),
};

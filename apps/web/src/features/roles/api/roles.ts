import type { MenuNode, Role } from '@lamplighter/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

export const roleListQuery = (filter: { pagenum: number; pagesize: number; keyword?: string | undefined }) =>
  queryOptions({
    queryKey: ['roles', 'list', filter],
    queryFn: async () =>
      (await api.request<{ list: Role[]; total: number }[]>('/sys/role/list', { params: { ...filter } }))
        .data[0] ?? {
        list: [],
        total: 0,
      },
    placeholderData: keepPreviousData,
  });

export const permissionCatalogueQuery = queryOptions({
  queryKey: ['roles', 'permissions'],
  queryFn: async () => (await api.request<string[]>('/sys/role/permissions')).data,
  staleTime: Number.POSITIVE_INFINITY,
});

/** Every menu entry, to choose what a role sees (needs sys:menu:list). */
export const allMenusQuery = (lang: string) =>
  queryOptions({
    queryKey: ['menus', 'all', lang],
    queryFn: async () => (await api.request<MenuNode[][]>('/sys/menu/list')).data[0]?.[0]?.children ?? [],
  });

/** Every role the caller can see, to choose where accounts move to. */
export const roleChoicesQuery = queryOptions({
  queryKey: ['roles', 'choices'],
  queryFn: async () =>
    (await api.request<{ list: Role[] }[]>('/sys/role/list', { params: { pagesize: 500 } })).data[0]?.list ??
    [],
});

export type RoleInput = {
  id?: number;
  name: string;
  idenkey: string;
  description: string;
  permissions: string[] | '';
  menuids: number[] | '';
};

export const roleCalls = {
  add: (input: RoleInput) => api.request<Role>('/sys/role/add', { data: input }),
  update: (input: RoleInput) => api.request<Role>('/sys/role/update', { data: input }),
  remove: (ids: number[]) => api.request('/sys/role/delete', { params: { ids } }),
  /** Moves the accounts holding role `id` to role `toid`: all of them, or those listed. */
  switchAccounts: (id: number, toid: number, userids?: number[]) =>
    api.request<{ moved: number }>('/sys/role/switch', {
      data: { id, toid, ...(userids ? { userids } : {}) },
    }),
};

import type { MenuFlat, MenuNode } from '@lamplighter/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

export const menuTreeAdminQuery = (lang: string) =>
  queryOptions({
    queryKey: ['menus', 'all', lang],
    queryFn: async () => (await api.request<MenuNode[][]>('/sys/menu/list')).data[0]?.[0]?.children ?? [],
  });

export type MenuInput = Omit<MenuFlat, 'id' | 'name_zh' | 'hidden' | 'breadcrumb'> & {
  id?: number;
  hidden: number;
  breadcrumb: number;
};

export const menuCalls = {
  add: (input: MenuInput) => api.request<MenuFlat>('/sys/menu/add', { data: input }),
  update: (input: MenuInput) => api.request<MenuFlat>('/sys/menu/update', { data: input }),
  remove: (ids: number[]) => api.request('/sys/menu/delete', { params: { ids } }),
};

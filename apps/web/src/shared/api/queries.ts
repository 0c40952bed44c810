import type { Brand, MenuNode, UserInfo } from '@lamplighter/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';

export const brandsQuery = (lang: string) =>
  queryOptions({
    queryKey: ['brands', lang],
    queryFn: async () => (await api.request<Brand[]>('/sys/brand/list', { silent: true })).data,
    staleTime: 60_000,
  });

export const userInfoQuery = queryOptions({
  queryKey: ['user', 'info'],
  queryFn: async () => (await api.request<UserInfo>('/sys/user/info')).data,
  staleTime: 60_000,
  retry: false,
});

export const menuTreeQuery = (lang: string) =>
  queryOptions({
    queryKey: ['user', 'menutree', lang],
    queryFn: async () =>
      (await api.request<MenuNode[][]>('/sys/user/menutree', { method: 'POST' })).data[0]?.[0]?.children ??
      [],
    staleTime: 60_000,
    retry: false,
  });

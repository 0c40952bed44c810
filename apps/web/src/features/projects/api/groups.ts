import type { DeviceGroup } from '@lamplighter/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

export interface GroupFilter {
  pagenum: number;
  pagesize: number;
  keyword?: string | undefined;
  projectid?: number | undefined;
}

export const groupListQuery = (filter: GroupFilter) =>
  queryOptions({
    queryKey: ['projects', 'groups', filter],
    queryFn: async () =>
      (
        await api.request<{ list: DeviceGroup[]; total: number }[]>('/remote/group/list', {
          params: { ...filter },
        })
      ).data[0] ?? { list: [], total: 0 },
    placeholderData: keepPreviousData,
  });

export const groupDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['projects', 'group', id],
    queryFn: async () => (await api.request<DeviceGroup>('/remote/group/detail', { params: { id } })).data,
  });

export interface GroupInput {
  id?: number;
  projectid: number;
  name: string;
  description?: string;
}

export const groupCalls = {
  add: (input: GroupInput) => api.request<DeviceGroup>('/remote/group/add', { data: { ...input } }),
  update: (input: GroupInput) => api.request<DeviceGroup>('/remote/group/update', { data: { ...input } }),
  remove: (ids: number[]) => api.request('/remote/group/delete', { params: { ids } }),
};

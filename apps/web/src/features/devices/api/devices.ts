import type { Device, DeviceDetail, ExpiryFilter } from '@lamplighter/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

/** Filters and page of a device list (`/remote/device/list`). */
export interface DeviceListFilter {
  pagenum: number;
  pagesize: number;
  keyword?: string | undefined;
  projectid?: number | undefined;
  groupid?: number | undefined;
  devicetype?: number[] | undefined;
  runstate?: number | undefined;
  expiry?: ExpiryFilter | undefined;
}

export const deviceListQuery = (filter: DeviceListFilter) =>
  queryOptions({
    queryKey: ['devices', 'list', filter],
    queryFn: async () =>
      (
        await api.request<{ list: Device[]; total: number }[]>('/remote/device/list', {
          params: { ...filter },
        })
      ).data[0] ?? { list: [], total: 0 },
    placeholderData: keepPreviousData,
  });

export const deviceDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['devices', 'detail', id],
    queryFn: async () =>
      (await api.request<DeviceDetail>('/remote/device/detail', { params: { id }, silent: true })).data,
    retry: false,
  });

export interface DeviceCredentials {
  tokenhint: string;
  createtime: string;
  rotatetime: string | null;
}

export const credentialsQuery = (id: number) =>
  queryOptions({
    queryKey: ['devices', 'credentials', id],
    queryFn: async () =>
      (await api.request<DeviceCredentials>('/remote/device/credentials', { params: { id } })).data,
  });

export type DeviceInputValues = Record<string, string | number | undefined>;

export const deviceCalls = {
  add: (input: DeviceInputValues) =>
    api.request<{ device: DeviceDetail; token: string }>('/remote/device/add', { data: input }),
  update: (input: DeviceInputValues) => api.request<DeviceDetail>('/remote/device/update', { data: input }),
  remove: (ids: number[]) => api.request('/remote/device/delete', { params: { ids } }),
  move: (ids: number[], projectid: number, groupid: number | undefined) =>
    api.request<{ moved: number }>('/remote/device/move', { data: { ids, projectid, groupid } }),
  rotate: (id: number) =>
    api.request<{ token: string }>('/remote/device/credentials', { method: 'POST', data: { id } }),
};

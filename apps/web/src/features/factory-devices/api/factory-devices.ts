import type { FactoryDevice, ManufacturerOption } from '@lamplighter/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

export interface FactoryDeviceFilter {
  pagenum: number;
  pagesize: number;
  keyword?: string | undefined;
  manufacturerid?: number | undefined;
  bound?: number | undefined;
}

/** Every query of this feature starts with `['factory-devices']`. */
export const factoryDeviceListQuery = (filter: FactoryDeviceFilter) =>
  queryOptions({
    queryKey: ['factory-devices', 'list', filter],
    queryFn: async () =>
      (
        await api.request<{ list: FactoryDevice[]; total: number }[]>('/remote/factorydevice/list', {
          params: { ...filter },
        })
      ).data[0] ?? { list: [], total: 0 },
    placeholderData: keepPreviousData,
  });

/** The manufacturers the caller registers devices for: made by its account or managed below it. */
export const factoryManufacturersQuery = queryOptions({
  queryKey: ['factory-devices', 'manufacturers'],
  queryFn: async () => (await api.request<ManufacturerOption[]>('/remote/factorydevice/manufacturers')).data,
  staleTime: 60_000,
});

export type FactoryDeviceInput = {
  id?: number;
  devicecode: string;
  verifycode: string;
  devicetype: number;
  model: string;
  productiondate: string;
  manufacturerid?: number | undefined;
};

export const factoryDeviceCalls = {
  add: (input: FactoryDeviceInput) =>
    api.request<FactoryDevice>('/remote/factorydevice/add', { data: input }),
  update: (input: FactoryDeviceInput) =>
    api.request<FactoryDevice>('/remote/factorydevice/update', { data: input }),
  remove: (ids: number[]) => api.request('/remote/factorydevice/delete', { params: { ids } }),
};

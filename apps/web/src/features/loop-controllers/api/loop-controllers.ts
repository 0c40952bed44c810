import type { DeviceDetail, LoopController } from '@lamplighter/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { NETWORK_KEY, type NetworkFilter, type NetworkInput } from '../../../shared/networks/network-types';

export interface CircuitLight {
  id: number;
  devicecode: string;
  devicename: string;
  devicetype: number;
}
export interface Circuit {
  id: number;
  number: number;
  name: string;
  lights: CircuitLight[];
}
export type LoopControllerDetail = DeviceDetail & { circuits: Circuit[] };

/** One page of loop controllers with their circuit and light counts. */
export const controllerPage = async (filter: NetworkFilter) =>
  (
    await api.request<{ list: LoopController[]; total: number }[]>('/remote/loopcontroller/list', {
      params: { ...filter },
    })
  ).data[0] ?? { list: [], total: 0 };

export const controllerDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [NETWORK_KEY, 'loop-controllers', 'detail', id],
    queryFn: async () =>
      (await api.request<LoopControllerDetail>('/remote/loopcontroller/detail', { params: { id } })).data,
  });

/** Circuits are a list of objects: these calls send JSON. */
export const controllerCalls = {
  add: (input: NetworkInput) =>
    api.request<{ device: DeviceDetail; token: string }>('/remote/loopcontroller/add', {
      data: input,
      contentType: 'json',
    }),
  update: (input: NetworkInput) =>
    api.request<LoopControllerDetail>('/remote/loopcontroller/update', { data: input, contentType: 'json' }),
  remove: (ids: number[]) => api.request('/remote/loopcontroller/delete', { params: { ids } }),
};

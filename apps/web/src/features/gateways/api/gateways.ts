import type { DeviceDetail, Gateway, GatewayMode } from '@lamplighter/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { NETWORK_KEY, type NetworkFilter, type NetworkInput } from '../../../shared/networks/network-types';

export interface GatewayLight {
  id: number;
  devicecode: string;
  devicename: string;
  devicetype: number;
  runstate: number | null;
}
export type GatewayDetail = DeviceDetail & { mode: GatewayMode; lights: GatewayLight[] };

/** One page of gateways with their mode and light count. */
export const gatewayPage = async (filter: NetworkFilter) =>
  (await api.request<{ list: Gateway[]; total: number }[]>('/remote/gateway/list', { params: { ...filter } }))
    .data[0] ?? { list: [], total: 0 };

export const gatewayDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [NETWORK_KEY, 'gateways', 'detail', id],
    queryFn: async () =>
      (await api.request<GatewayDetail>('/remote/gateway/detail', { params: { id } })).data,
  });

export const gatewayCalls = {
  add: (input: NetworkInput) =>
    api.request<{ device: DeviceDetail; token: string }>('/remote/gateway/add', { data: input }),
  update: (input: NetworkInput) => api.request<GatewayDetail>('/remote/gateway/update', { data: input }),
  remove: (ids: number[]) => api.request('/remote/gateway/delete', { params: { ids } }),
};

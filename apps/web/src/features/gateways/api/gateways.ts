import { endpoints } from '@lamplighter/contract';
import { queryOptions } from '@tanstack/react-query';
import { call, callForAnswer } from '../../../shared/api/api';
import { type DataOf, type InputOf, pageOf } from '../../../shared/api/contract-client';
import type { NetworkFilter, NetworkInput } from '../../../shared/networks/network-types';
import { gatewayKeys } from './gateway-keys';

export type GatewayDetail = DataOf<typeof endpoints.gateway.detail>;
export type GatewayLight = GatewayDetail['lights'][number];

/** One page of gateways with their mode and light count. */
export const gatewayPage = async (filter: NetworkFilter) =>
  pageOf(await call(endpoints.gateway.list, filter));

export const gatewayDetailQuery = (id: number) =>
  queryOptions({
    queryKey: gatewayKeys.detail(id),
    queryFn: () => call(endpoints.gateway.detail, { id }),
  });

/**
 * The shared network form builds what it sends from its fields: the contract checks it on the
 * server. The list and the form reload the inventory after each of these.
 */
export const gatewayCalls = {
  add: (input: NetworkInput) =>
    callForAnswer(endpoints.gateway.add, input as InputOf<typeof endpoints.gateway.add>),
  update: (input: NetworkInput) =>
    call(endpoints.gateway.update, input as InputOf<typeof endpoints.gateway.update>),
  remove: (ids: number[]) => call(endpoints.gateway.delete, { ids }),
};

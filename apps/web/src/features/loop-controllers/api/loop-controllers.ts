import { endpoints } from '@lamplighter/contract';
import { queryOptions } from '@tanstack/react-query';
import { call, callForAnswer } from '../../../shared/api/api';
import { type DataOf, type InputOf, pageOf } from '../../../shared/api/contract-client';
import type { NetworkFilter, NetworkInput } from '../../../shared/networks/network-types';
import { loopControllerKeys } from './loop-controller-keys';

export type LoopControllerDetail = DataOf<typeof endpoints.loopController.detail>;
export type Circuit = LoopControllerDetail['circuits'][number];

/** One page of loop controllers with their circuit and light counts. */
export const controllerPage = async (filter: NetworkFilter) =>
  pageOf(await call(endpoints.loopController.list, filter));

export const controllerDetailQuery = (id: number) =>
  queryOptions({
    queryKey: loopControllerKeys.detail(id),
    queryFn: () => call(endpoints.loopController.detail, { id }),
  });

/**
 * Circuits are a list of objects: these calls send JSON. The shared network form builds what it
 * sends from its fields: the contract checks it on the server. The list and the form reload the
 * inventory after each of these.
 */
export const controllerCalls = {
  add: (input: NetworkInput) =>
    callForAnswer(endpoints.loopController.add, input as InputOf<typeof endpoints.loopController.add>, {
      contentType: 'json',
    }),
  update: (input: NetworkInput) =>
    call(endpoints.loopController.update, input as InputOf<typeof endpoints.loopController.update>, {
      contentType: 'json',
    }),
  remove: (ids: number[]) => call(endpoints.loopController.delete, { ids }),
};

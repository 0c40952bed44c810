import { endpoints } from '@lamplighter/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/api';
import { pageOf, type QueryOf } from '../../../shared/api/contract-client';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { broadcastKeys } from './broadcast-keys';

export type BroadcastFilter = QueryOf<typeof endpoints.broadcasts.list>;
export type TerminalFilter = QueryOf<typeof endpoints.terminals.list>;

/** The library's sounds offered for a search. */
const SOUNDS_SHOWN = 50;
/** How often an open broadcast's runs are asked for again: a schedule adds runs as it goes. */
const DETAIL_REFRESH_MS = 5_000;

export const broadcastListQuery = (filter: BroadcastFilter) =>
  queryOptions({
    queryKey: broadcastKeys.list(filter),
    queryFn: async () => pageOf(await call(endpoints.broadcasts.list, filter)),
    placeholderData: keepPreviousData,
  });

export const broadcastQuery = (id: number) =>
  queryOptions({
    queryKey: broadcastKeys.detail(id),
    queryFn: () => call(endpoints.broadcasts.get, { id }),
    refetchInterval: DETAIL_REFRESH_MS,
  });

export const terminalListQuery = (filter: TerminalFilter) =>
  queryOptions({
    queryKey: broadcastKeys.terminalList(filter),
    queryFn: async () => pageOf(await call(endpoints.terminals.list, filter)),
    placeholderData: keepPreviousData,
  });

/** The newest sounds of the library whose name holds `keyword`. */
export const soundsQuery = (keyword: string) =>
  queryOptions({
    queryKey: broadcastKeys.sounds(keyword),
    queryFn: async () =>
      pageOf(
        await call(endpoints.media.list, {
          pagenum: 1,
          pagesize: SOUNDS_SHOWN,
          kind: 'audio',
          ...(keyword ? { keyword } : {}),
        }),
      ).list,
    placeholderData: keepPreviousData,
  });

export function useBroadcastWrites() {
  const invalidates = [broadcastKeys.all];
  return {
    // The schedule is an object: sent as JSON, not as a form.
    add: useCallMutation(endpoints.broadcasts.add, { invalidates, contentType: 'json' }),
    cancel: useCallMutation(endpoints.broadcasts.cancel, { invalidates }),
    speech: useCallMutation(endpoints.broadcasts.speech),
  };
}

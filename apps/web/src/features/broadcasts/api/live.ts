import { endpoints, type LiveStartBody } from '@lamplighter/contract';
import { queryOptions } from '@tanstack/react-query';
import { call, sendBytes } from '../../../shared/api/api';
import { broadcastKeys } from './broadcast-keys';

/** How often the terminals' latency is asked for while on air. */
const LATENCY_REFRESH_MS = 1_000;

export const startLive = (body: LiveStartBody) =>
  call(endpoints.liveBroadcasts.start, body, { contentType: 'json' });

export const sendLiveChunk = (sessionid: string, seq: number, chunk: Blob) =>
  sendBytes(endpoints.liveBroadcasts.chunk, { sessionid, seq }, chunk, { silent: true });

export const stopLive = (sessionid: string) => call(endpoints.liveBroadcasts.stop, { sessionid });

export const liveLatencyQuery = (sessionid: string) =>
  queryOptions({
    queryKey: [...broadcastKeys.all, 'live', sessionid],
    queryFn: () => call(endpoints.liveBroadcasts.latency, { sessionid }, { silent: true }),
    refetchInterval: LATENCY_REFRESH_MS,
  });

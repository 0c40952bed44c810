import type { DeviceDetail } from '@lamplighter/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { decodeDevicePoints } from './device-points';

/** The filters of the map: the same query parameters as the device list. */
export interface PointsFilter {
  projectid?: number | undefined;
  groupid?: number | undefined;
  devicetype?: number[] | undefined;
  runstate?: number | undefined;
}

/**
 * Every located device of the user's scope that matches, from one binary call. Under
 * `['devices']`, so that screens changing devices refresh the map too.
 */
export const devicePointsQuery = (filter: PointsFilter) =>
  queryOptions({
    queryKey: ['devices', 'points', filter],
    queryFn: async () => {
      const answer = await api.blob('/remote/device/points', { ...filter });
      return decodeDevicePoints(await answer.arrayBuffer());
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const deviceSummaryQuery = (id: number) =>
  queryOptions({
    queryKey: ['devices', 'detail', id],
    queryFn: async () => (await api.request<DeviceDetail>('/remote/device/detail', { params: { id } })).data,
  });

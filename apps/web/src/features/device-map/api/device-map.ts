import { endpoints } from '@lamplighter/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call, download } from '../../../shared/api/api';
import type { QueryOf } from '../../../shared/api/contract-client';
import { deviceMapKeys } from './device-map-keys';
import { decodeDevicePoints } from './device-points';

/** The filters of the map: the same query parameters as the device list. */
export type PointsFilter = Pick<
  QueryOf<typeof endpoints.device.points>,
  'projectid' | 'groupid' | 'devicetype' | 'runstate'
>;

/** Every located device of the user's scope that matches, from one binary call (`/remote/device/points`). */
export const devicePointsQuery = (filter: PointsFilter) =>
  queryOptions({
    queryKey: deviceMapKeys.pointsOf(filter),
    queryFn: async () => {
      const answer = await download(endpoints.device.points, filter);
      return decodeDevicePoints(await answer.arrayBuffer());
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const deviceSummaryQuery = (id: number) =>
  queryOptions({
    queryKey: deviceMapKeys.detail(id),
    queryFn: () => call(endpoints.device.detail, { id }),
  });

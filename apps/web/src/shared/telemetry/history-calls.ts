import { endpoints } from '@lamplighter/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../api/api';
import { sharedKeys } from '../api/query-keys';

/** One key of one device over a range, averaged by the server into at most `points` buckets. */
export const historySeriesQuery = (devicecode: string, key: string, range: { from: number; to: number }) =>
  queryOptions({
    queryKey: sharedKeys.history(devicecode, key, range),
    queryFn: () =>
      call(endpoints.history.list, { devicecode, key, from: range.from, to: range.to, points: 500 }),
    placeholderData: keepPreviousData,
  });

/** A device by number with what it reported last (the detail), for the live and history screens. */
export const liveDeviceQuery = (devicecode: string) =>
  queryOptions({
    queryKey: sharedKeys.liveDevice(devicecode),
    queryFn: () => call(endpoints.device.detail, { devicecode }, { silent: true }),
    retry: false,
  });

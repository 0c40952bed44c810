import type { DeviceDetail, HistorySeries } from '@lamplighter/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../api/api';

/** One key of one device over a range, averaged by the server into at most `points` buckets. */
export const historySeriesQuery = (devicecode: string, key: string, range: { from: number; to: number }) =>
  queryOptions({
    queryKey: ['history', devicecode, key, range.from, range.to],
    queryFn: async () =>
      (
        await api.request<HistorySeries>('/remote/history/list', {
          params: { devicecode, key, from: range.from, to: range.to, points: 500 },
        })
      ).data,
    placeholderData: keepPreviousData,
  });

/** A device by number with what it reported last (the detail), for the live and history screens. */
export const liveDeviceQuery = (devicecode: string) =>
  queryOptions({
    queryKey: ['devices', 'detail', 'code', devicecode],
    queryFn: async () =>
      (await api.request<DeviceDetail>('/remote/device/detail', { params: { devicecode }, silent: true }))
        .data,
    retry: false,
  });

import { type Device, LIGHT_TYPES } from '@lamplighter/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../api/api';
import { NETWORK_KEY } from './network-types';

/** How many lights one search offers; typing narrows them down. */
export const LIGHT_OPTIONS = 50;

/** Lamps of a project (every light family), newest first, found by number, name, serial or pole. */
export const projectLightsQuery = (projectid: number, keyword: string) =>
  queryOptions({
    queryKey: [NETWORK_KEY, 'project-lights', projectid, keyword],
    queryFn: async () =>
      (
        await api.request<{ list: Device[]; total: number }[]>('/remote/device/list', {
          params: {
            projectid,
            devicetype: [...LIGHT_TYPES],
            keyword: keyword || undefined,
            pagesize: LIGHT_OPTIONS,
          },
        })
      ).data[0] ?? { list: [], total: 0 },
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

import { endpoints, LIGHT_TYPES } from '@lamplighter/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../api/api';
import { pageOf } from '../api/contract-client';
import { sharedKeys } from '../api/query-keys';

/** How many lights one search offers; typing narrows them down. */
export const LIGHT_OPTIONS = 50;

/** Lamps of a project (every light family), newest first, found by number, name, serial or pole. */
export const projectLightsQuery = (projectid: number, keyword: string) =>
  queryOptions({
    queryKey: sharedKeys.projectLights(projectid, keyword),
    queryFn: async () =>
      pageOf(
        await call(endpoints.device.list, {
          projectid,
          devicetype: [...LIGHT_TYPES],
          keyword: keyword || undefined,
          pagesize: LIGHT_OPTIONS,
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

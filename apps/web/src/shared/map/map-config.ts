import { endpoints } from '@lamplighter/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../api/api';
import { sharedKeys } from '../api/query-keys';
import type { BaseMap } from './map-style';

const plainBackground: BaseMap = { tileUrl: '', attribution: '' };

/**
 * The base map of the platform (the public configuration). When the call fails the maps still draw
 * on the plain background, so a map never waits on it for long or breaks because of it.
 */
export const baseMapQuery = queryOptions({
  queryKey: sharedKeys.baseMap,
  queryFn: async (): Promise<BaseMap> => {
    try {
      const config = await call(endpoints.user.publicConfig, undefined, { silent: true });
      return { tileUrl: config.mapTileUrl, attribution: config.mapAttribution };
    } catch {
      return plainBackground;
    }
  },
  staleTime: 300_000,
});

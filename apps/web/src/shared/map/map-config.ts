import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/api';
import type { BaseMap } from './map-style';

const plainBackground: BaseMap = { tileUrl: '', attribution: '' };

/**
 * The base map of the platform (GET /sys/config/public). When the call fails the maps still draw
 * on the plain background, so a map never waits on it for long or breaks because of it.
 */
export const baseMapQuery = queryOptions({
  queryKey: ['config', 'public', 'map'],
  queryFn: async (): Promise<BaseMap> => {
    try {
      const { data } = await api.request<{ mapTileUrl?: string; mapAttribution?: string }>(
        '/sys/config/public',
        { silent: true },
      );
      return { tileUrl: data.mapTileUrl ?? '', attribution: data.mapAttribution ?? '' };
    } catch {
      return plainBackground;
    }
  },
  staleTime: 300_000,
});

import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useLiveConnected, useLiveEvent } from '../../../shared/live/live';
import { useGathered } from '../../../shared/live/use-gathered';
import type { PointsFilter } from './device-map';
import { deviceMapKeys } from './device-map-keys';
import type { DevicePoints } from './device-points';
import { withStates } from './points-states';

/** Changes that come together (a sweep counts thousands offline) are drawn together. */
const FLUSH_MS = 500;

/**
 * Recolours the map's devices from live `device-state` events, in the cached points themselves
 * (no reload of 100,000 points); a map filtered by run state reloads, since devices enter or
 * leave it. After a reconnection, when events may have been missed, every map reloads.
 */
export function useLiveRunStates(): void {
  const queryClient = useQueryClient();
  const pending = useRef(new Map<number, number | null>());
  const flush = useGathered(FLUSH_MS, () => {
    const changes = pending.current;
    pending.current = new Map();
    queryClient.setQueriesData<DevicePoints>(
      { queryKey: deviceMapKeys.points },
      (points) => points && (withStates(points, changes) ?? points),
    );
    void queryClient.invalidateQueries({
      queryKey: deviceMapKeys.points,
      predicate: (query) =>
        (query.queryKey[deviceMapKeys.pointsFilterIndex] as PointsFilter | undefined)?.runstate !== undefined,
    });
    for (const id of changes.keys())
      void queryClient.invalidateQueries({ queryKey: deviceMapKeys.detail(id) });
  });

  useLiveEvent('device-state', (change) => {
    pending.current.set(change.deviceid, change.runstate);
    flush();
  });
  useLiveConnected(() => void queryClient.invalidateQueries({ queryKey: deviceMapKeys.points }));
}

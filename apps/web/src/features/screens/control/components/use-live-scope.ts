import { useQueryClient } from '@tanstack/react-query';
import { useDevicesLive } from '../../../../shared/live/device-live';
import { useLiveEvent } from '../../../../shared/live/live';
import { useGathered } from '../../../../shared/live/use-gathered';
import { type WallScope, wallCountsKey, wallScopeKey } from '../api/control-wall-queries';

/** Reports that come together (a street answering one command) reload the tiles once. */
const TILES_GATHER_MS = 500;
/** Changes anywhere in the account reload the counts at most this often (a large fleet never rests). */
const COUNTS_GATHER_MS = 5_000;

/**
 * Keeps the wall live: the tiles on screen are watched over their own stream (their reports, run
 * states and warnings) and reload with the counts; lamps going on or out or devices changing state
 * elsewhere in the account reload the counts of the scope.
 */
export function useLiveScope(scope: WallScope | undefined, deviceIds: readonly number[]): void {
  const queryClient = useQueryClient();
  const reload = (key: (scope: WallScope) => unknown[]) => () => {
    if (scope) void queryClient.invalidateQueries({ queryKey: key(scope) });
  };
  useDevicesLive(deviceIds, useGathered(TILES_GATHER_MS, reload(wallScopeKey)));
  const counts = useGathered(COUNTS_GATHER_MS, reload(wallCountsKey));
  useLiveEvent('lamps', counts);
  useLiveEvent('device-state', counts);
}

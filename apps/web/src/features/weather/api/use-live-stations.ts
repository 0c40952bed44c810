import { useQueryClient } from '@tanstack/react-query';
import { useDevicesLive } from '../../../shared/live/device-live';
import { useGathered } from '../../../shared/live/use-gathered';
import { weatherKeys } from './weather-keys';

/** Stations reporting at the same minute reload the screen once. */
const GATHER_MS = 1_000;

/**
 * Reloads the stations' readings when one of `stationIds` reports, changes run state or gets a
 * warning, and after the live stream reconnects (when some of that may have been missed).
 */
export function useLiveStations(stationIds: readonly number[]): void {
  const queryClient = useQueryClient();
  const reload = useGathered(
    GATHER_MS,
    () => void queryClient.invalidateQueries({ queryKey: weatherKeys.stations }),
  );
  useDevicesLive(stationIds, reload);
}

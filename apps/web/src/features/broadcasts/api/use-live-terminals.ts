import { useQueryClient } from '@tanstack/react-query';
import { useDevicesLive } from '../../../shared/live/device-live';
import { useGathered } from '../../../shared/live/use-gathered';
import { broadcastKeys } from './broadcast-keys';

/** Terminals reporting together (a district's broadcast starting) reload the list once. */
const GATHER_MS = 1_000;

/** Reloads the terminal list when one of `terminalIds` reports (a play starts or ends), changes state or is warned. */
export function useLiveTerminals(terminalIds: readonly number[]): void {
  const queryClient = useQueryClient();
  const reload = useGathered(
    GATHER_MS,
    () => void queryClient.invalidateQueries({ queryKey: broadcastKeys.terminals }),
  );
  useDevicesLive(terminalIds, reload);
}

import { useQueryClient } from '@tanstack/react-query';
import { useDevicesLive } from '../../../shared/live/device-live';
import { useLiveEvent } from '../../../shared/live/live';
import { useGathered } from '../../../shared/live/use-gathered';
import { ledScreenKeys } from './led-screen-keys';

/** Screens reporting together (a download's progress, the demo's minute) reload the list once. */
const GATHER_MS = 1_000;

/**
 * Reloads the screen list when one of `screenIds` reports (its download's progress, its program),
 * changes run state or gets a warning, and when one of them has uploaded a screenshot it was
 * asked for (its command `screenshot` succeeded), so that the new image shows.
 */
export function useLiveScreens(screenIds: readonly number[]): void {
  const queryClient = useQueryClient();
  const reload = useGathered(
    GATHER_MS,
    () => void queryClient.invalidateQueries({ queryKey: ledScreenKeys.all }),
  );
  useDevicesLive(screenIds, reload);
  useLiveEvent('command', (event) => {
    if (event.method === 'screenshot' && event.state === 'succeeded' && screenIds.includes(event.deviceid)) {
      reload();
    }
  });
}

import { useQueryClient } from '@tanstack/react-query';
import { useDevicesLive } from '../../../shared/live/device-live';
import { useGathered } from '../../../shared/live/use-gathered';
import { cameraKeys } from './camera-keys';

/** Cameras changing state together reload the screen once. */
const GATHER_MS = 1_000;

/** Reloads the camera lists when one of `cameraIds` changes run state, reports or gets a warning. */
export function useLiveCameras(cameraIds: readonly number[]): void {
  const queryClient = useQueryClient();
  const reload = useGathered(
    GATHER_MS,
    () => void queryClient.invalidateQueries({ queryKey: cameraKeys.all }),
  );
  useDevicesLive(cameraIds, reload);
}

import { CAMERA_SNAPSHOT_SECONDS, endpoints } from '@lamplighter/contract';
import { queryOptions } from '@tanstack/react-query';
import { download } from '../../../shared/api/api';
import { cameraKeys } from './camera-keys';

const SNAPSHOT_MS = CAMERA_SNAPSHOT_SECONDS * 1000;

/**
 * A camera's still image, fetched with the user's token as a Blob, and renewed as often as the
 * server takes a new one while it is shown (only while its tab is in front). A refusal is shown on
 * the thumbnail, not as a message: a list of cameras would otherwise say it once a row; it is
 * asked again at the next renewal, not at once.
 */
export const snapshotQuery = (id: number) =>
  queryOptions({
    queryKey: cameraKeys.snapshot(id),
    queryFn: () => download(endpoints.camera.snapshot, { id }, { silent: true }),
    staleTime: SNAPSHOT_MS,
    refetchInterval: SNAPSHOT_MS,
    retry: false,
  });

import { endpoints } from '@lamplighter/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/api';
import { pageOf, type QueryOf } from '../../../shared/api/contract-client';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { cameraKeys } from './camera-keys';

/** The monitoring list's filters and page. */
export type CameraFilter = QueryOf<typeof endpoints.camera.list>;

/** The most cameras one call lists: the split screen's tree takes them in one. */
const EVERY_CAMERA = 500;

export const cameraListQuery = (filter: CameraFilter) =>
  queryOptions({
    queryKey: cameraKeys.list(filter),
    queryFn: async () => pageOf(await call(endpoints.camera.list, filter)),
    placeholderData: keepPreviousData,
  });

export const everyCameraQuery = queryOptions({
  queryKey: cameraKeys.every,
  queryFn: async () => pageOf(await call(endpoints.camera.list, { pagenum: 1, pagesize: EVERY_CAMERA })).list,
});

/** A camera's addresses, which may hold its password: dropped from the cache once the form is closed. */
export const cameraSettingsQuery = (id: number) =>
  queryOptions({
    queryKey: cameraKeys.settings(id),
    queryFn: () => call(endpoints.camera.settings, { id }),
    gcTime: 0,
  });

/** Changes a camera's addresses; its source, PTZ and still image show anew on the lists. */
export function useCameraUpdate() {
  return useCallMutation(endpoints.camera.update, {
    invalidates: (input) => [cameraKeys.all, cameraKeys.snapshot(Number(input.id))],
  });
}

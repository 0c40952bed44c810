import { endpoints } from '@lamplighter/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call, upload } from '../../../shared/api/api';
import { pageOf, type QueryOf } from '../../../shared/api/contract-client';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { mediaKeys } from './media-keys';

/** The library's filters and page. */
export type MediaFilter = QueryOf<typeof endpoints.media.list>;

export const mediaListQuery = (filter: MediaFilter) =>
  queryOptions({
    queryKey: mediaKeys.list(filter),
    queryFn: async () => pageOf(await call(endpoints.media.list, filter)),
    placeholderData: keepPreviousData,
  });

export const mediaFoldersQuery = queryOptions({
  queryKey: mediaKeys.folders,
  queryFn: () => call(endpoints.media.folders),
});

/**
 * Sends a file to the library, into `folder`; `onProgress` follows it from 0 to 100. A refusal is
 * shown on the file's line of the upload list, not as a message.
 */
export const uploadMedia = (file: File, folder: string, onProgress: (percent: number) => void) =>
  upload(endpoints.media.upload, { query: { folder }, body: { file } }, onProgress, { silent: true });

export function useMediaWrites() {
  const invalidates = [mediaKeys.all];
  return {
    update: useCallMutation(endpoints.media.update, { invalidates }),
    remove: useCallMutation(endpoints.media.delete, { invalidates }),
  };
}

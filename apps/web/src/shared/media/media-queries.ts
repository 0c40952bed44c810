import { endpoints, MEDIA_LINK_SECONDS } from '@lamplighter/contract';
import { queryOptions } from '@tanstack/react-query';
import { call, download } from '../api/api';

/**
 * What every screen that shows library files asks of a file: its thumbnail and the signed address
 * of its content. Neither changes with the library's lists, so they are kept apart from its root.
 */

/** A file's thumbnail as a Blob (it needs the token); a thumbnail never changes for a file. */
export const mediaThumbnailQuery = (id: number) =>
  queryOptions({
    queryKey: ['media-thumbnail', id],
    queryFn: () => download(endpoints.media.thumbnail, { id }, { silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** A signed address of a file's content for the players, asked again before it expires. */
export const mediaLinkQuery = (id: number) =>
  queryOptions({
    queryKey: ['media-link', id],
    queryFn: () => call(endpoints.media.link, { id }),
    staleTime: (MEDIA_LINK_SECONDS / 2) * 1000,
  });

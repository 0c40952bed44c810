import { endpoints } from '@lamplighter/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call, download } from '../../../shared/api/api';
import { pageOf, type QueryOf } from '../../../shared/api/contract-client';
import { ledScreenKeys } from './led-screen-keys';

/** The list's filters and page. */
export type LedScreenFilter = QueryOf<typeof endpoints.ledScreens.list>;

export const ledScreenListQuery = (filter: LedScreenFilter) =>
  queryOptions({
    queryKey: ledScreenKeys.list(filter),
    queryFn: async () => pageOf(await call(endpoints.ledScreens.list, filter)),
    placeholderData: keepPreviousData,
  });

/**
 * A screen's screenshot that arrived at `at`, fetched with the user's token as a Blob; it never
 * changes, so it is kept as long as it is shown. A refusal is shown on the thumbnail, not as a
 * message.
 */
export const screenshotQuery = (id: number, at: string) =>
  queryOptions({
    queryKey: ledScreenKeys.screenshot(id, at),
    queryFn: () => download(endpoints.ledScreens.screenshot, { id }, { silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

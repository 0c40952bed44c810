import { endpoints } from '@lamplighter/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/api';
import { pageOf, type QueryOf } from '../../../shared/api/contract-client';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { programKeys } from './program-keys';

export type ProgramFilter = QueryOf<typeof endpoints.programs.list>;

/** How many library files the picker shows for a search. */
const PICKER_SIZE = 60;

export const programListQuery = (filter: ProgramFilter) =>
  queryOptions({
    queryKey: programKeys.list(filter),
    queryFn: async () => pageOf(await call(endpoints.programs.list, filter)),
    placeholderData: keepPreviousData,
  });

export const programQuery = (id: number) =>
  queryOptions({
    queryKey: programKeys.detail(id),
    queryFn: () => call(endpoints.programs.get, { id }),
  });

/** The newest images and videos of the library whose name holds `keyword`: what a region may play. */
export const playableMediaQuery = (keyword: string) =>
  queryOptions({
    queryKey: programKeys.playable(keyword),
    queryFn: async () => {
      const pages = await Promise.all(
        (['image', 'video'] as const).map(async (kind) =>
          pageOf(
            await call(endpoints.media.list, {
              pagenum: 1,
              pagesize: PICKER_SIZE,
              kind,
              ...(keyword ? { keyword } : {}),
            }),
          ),
        ),
      );
      return pages.flatMap((page) => page.list).sort((a, b) => b.id - a.id);
    },
    placeholderData: keepPreviousData,
  });

export const programPublishesQuery = (id: number) =>
  queryOptions({
    queryKey: programKeys.publishes(id),
    queryFn: () => call(endpoints.programs.publishes, { id }),
  });

/** How often the screens' download progress is asked for while a publish's results are shown. */
const DOWNLOADS_REFRESH_MS = 2_000;

/** The screens of a publish still fetching the version, with how far each has come. */
export const programDownloadsQuery = (id: number, commandid: number) =>
  queryOptions({
    queryKey: programKeys.downloads(id, commandid),
    queryFn: () => call(endpoints.programs.downloads, { id, commandid }),
    refetchInterval: DOWNLOADS_REFRESH_MS,
  });

export function useProgramWrites() {
  const invalidates = [programKeys.all];
  return {
    // Regions are lists of objects: sent as JSON, not as a form.
    add: useCallMutation(endpoints.programs.add, { invalidates, contentType: 'json' }),
    update: useCallMutation(endpoints.programs.update, { invalidates, contentType: 'json' }),
    submit: useCallMutation(endpoints.programs.submit, { invalidates }),
    withdraw: useCallMutation(endpoints.programs.withdraw, { invalidates }),
    review: useCallMutation(endpoints.programs.review, { invalidates }),
    remove: useCallMutation(endpoints.programs.delete, { invalidates }),
    publish: useCallMutation(endpoints.programs.publish, { invalidates }),
  };
}

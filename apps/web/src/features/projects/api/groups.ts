import { endpoints } from '@lamplighter/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/api';
import { type InputOf, pageOf, type QueryOf } from '../../../shared/api/contract-client';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { projectKeys } from './project-keys';

export type GroupFilter = QueryOf<typeof endpoints.group.list>;

/** What the group form sends; an update adds the group's id. */
export type GroupInput = InputOf<typeof endpoints.group.add>;

export const groupListQuery = (filter: GroupFilter) =>
  queryOptions({
    queryKey: projectKeys.groups(filter),
    queryFn: async () => pageOf(await call(endpoints.group.list, filter)),
    placeholderData: keepPreviousData,
  });

export const groupDetailQuery = (id: number) =>
  queryOptions({
    queryKey: projectKeys.group(id),
    queryFn: () => call(endpoints.group.detail, { id }),
  });

/** The group writes; each reloads every project and group query (device counts, the shared tree). */
export function useGroupWrites() {
  const invalidates = [projectKeys.all];
  return {
    add: useCallMutation(endpoints.group.add, { invalidates }),
    update: useCallMutation(endpoints.group.update, { invalidates }),
    remove: useCallMutation(endpoints.group.delete, { invalidates }),
  };
}

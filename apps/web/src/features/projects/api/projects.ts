import { endpoints } from '@lamplighter/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/api';
import { type InputOf, pageOf, type QueryOf } from '../../../shared/api/contract-client';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { projectKeys } from './project-keys';

export type ProjectFilter = QueryOf<typeof endpoints.project.list>;

/** What the project form sends; an update adds the project's id. */
export type ProjectInput = InputOf<typeof endpoints.project.add>;

export const projectListQuery = (filter: ProjectFilter) =>
  queryOptions({
    queryKey: projectKeys.list(filter),
    queryFn: async () => pageOf(await call(endpoints.project.list, filter)),
    placeholderData: keepPreviousData,
  });

/** The project screen's writes; each reloads every project and group query, the shared tree included. */
export function useProjectWrites() {
  const invalidates = [projectKeys.all];
  return {
    add: useCallMutation(endpoints.project.add, { invalidates }),
    update: useCallMutation(endpoints.project.update, { invalidates }),
    remove: useCallMutation(endpoints.project.delete, { invalidates }),
  };
}

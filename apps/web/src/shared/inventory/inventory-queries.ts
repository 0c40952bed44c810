import { endpoints } from '@lamplighter/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../api/api';
import { sharedKeys } from '../api/query-keys';

/** Device families, in the language of the request (seed: fetched at start-up). */
export const deviceTypesQuery = (lang: string) =>
  queryOptions({
    queryKey: sharedKeys.deviceTypes(lang),
    queryFn: () => call(endpoints.reference.deviceTypes),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const communicationTypesQuery = (lang: string) =>
  queryOptions({
    queryKey: sharedKeys.communicationTypes(lang),
    queryFn: () => call(endpoints.reference.communicationTypes),
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * Every project of the subtree with its groups, for project and group selectors; under the projects'
 * root, so that a change of a project or group (or of the devices they count) reloads it.
 */
export const projectTreeQuery = queryOptions({
  queryKey: sharedKeys.projectTree,
  queryFn: () => call(endpoints.project.tree),
  staleTime: 30_000,
});

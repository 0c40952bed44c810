import { endpoints } from '@lamplighter/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/api';
import { type InputOf, pageOf, type QueryOf } from '../../../shared/api/contract-client';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { roleKeys } from './role-keys';

export type RoleFilter = QueryOf<typeof endpoints.role.list>;

/** What the role form sends; an update adds the role's id. */
export type RoleInput = InputOf<typeof endpoints.role.add> & { id?: number };

export const roleListQuery = (filter: RoleFilter) =>
  queryOptions({
    queryKey: roleKeys.list(filter),
    queryFn: async () => pageOf(await call(endpoints.role.list, filter)),
    placeholderData: keepPreviousData,
  });

export const permissionCatalogueQuery = queryOptions({
  queryKey: roleKeys.permissions,
  queryFn: () => call(endpoints.role.permissions),
  staleTime: Number.POSITIVE_INFINITY,
});

/**
 * The role screen's writes; each reloads every role query, the shared role choices included.
 * `switchAccounts` moves the accounts holding role `id` to role `toid`: all of them, or those listed.
 */
export function useRoleWrites() {
  const invalidates = [roleKeys.all];
  return {
    add: useCallMutation(endpoints.role.add, { invalidates }),
    update: useCallMutation(endpoints.role.update, { invalidates }),
    remove: useCallMutation(endpoints.role.delete, { invalidates }),
    switchAccounts: useCallMutation(endpoints.role.switch, { invalidates }),
  };
}

import { domainKeys } from '../../../shared/api/query-keys';
import type { RoleFilter } from './roles';

/** The role screen's queries, under the roles' root (where the shared role choices are too). */
export const roleKeys = {
  all: domainKeys.roles,
  list: (filter: RoleFilter) => [...domainKeys.roles, 'list', filter],
  permissions: [...domainKeys.roles, 'permissions'],
};

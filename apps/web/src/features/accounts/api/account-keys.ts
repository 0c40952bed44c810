import { domainKeys } from '../../../shared/api/query-keys';
import type { AccountFilter } from './accounts';

/** The account screen's queries, under the accounts' root (where the shared account tree is too). */
export const accountKeys = {
  all: domainKeys.accounts,
  list: (filter: AccountFilter) => [...domainKeys.accounts, 'list', filter],
};

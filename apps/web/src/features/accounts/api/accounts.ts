import { endpoints } from '@lamplighter/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/api';
import { type InputOf, pageOf, type QueryOf } from '../../../shared/api/contract-client';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { accountKeys } from './account-keys';

export type AccountFilter = QueryOf<typeof endpoints.account.list>;

/** What the account form sends; an update adds the account's id. */
export type AccountInput = InputOf<typeof endpoints.account.add>;

export const accountListQuery = (filter: AccountFilter) =>
  queryOptions({
    queryKey: accountKeys.list(filter),
    queryFn: async () => pageOf(await call(endpoints.account.list, filter)),
    placeholderData: keepPreviousData,
  });

/** The account screen's writes; each reloads every account query, the shared tree included. */
export function useAccountWrites() {
  const invalidates = [accountKeys.all];
  return {
    add: useCallMutation(endpoints.account.add, { invalidates }),
    update: useCallMutation(endpoints.account.update, { invalidates }),
    setEnabled: useCallMutation(endpoints.account.setEnabled, { invalidates }),
    resetPassword: useCallMutation(endpoints.account.resetPassword, { invalidates }),
    remove: useCallMutation(endpoints.account.delete, { invalidates }),
  };
}

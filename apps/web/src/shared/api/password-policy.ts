import { defaultPasswordPolicy, endpoints, type PasswordPolicy } from '@lamplighter/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from './api';
import { sharedKeys } from './query-keys';

export const passwordPolicyQuery = queryOptions({
  queryKey: sharedKeys.publicConfig,
  queryFn: async (): Promise<PasswordPolicy> => {
    const config = await call(endpoints.user.publicConfig, undefined, { silent: true });
    return { policy: config.passwordPolicy, minLength: config.passwordMinLength };
  },
  placeholderData: defaultPasswordPolicy,
  staleTime: 300_000,
});

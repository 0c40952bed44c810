import { defaultPasswordPolicy, type PasswordPolicy } from '@lamplighter/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';

interface PublicConfig {
  passwordPolicy: PasswordPolicy['policy'];
  passwordMinLength: number;
}

export const passwordPolicyQuery = queryOptions({
  queryKey: ['config', 'public'],
  queryFn: async (): Promise<PasswordPolicy> => {
    const { data } = await api.request<PublicConfig>('/sys/config/public', { silent: true });
    return { policy: data.passwordPolicy, minLength: data.passwordMinLength };
  },
  placeholderData: defaultPasswordPolicy,
  staleTime: 300_000,
});

import { checkPassword, endpoints, type PasswordPolicy } from '@lamplighter/contract';
import type { TFunction } from 'i18next';
import { callForAnswer } from '../api/api';

/**
 * The password rule of the screens: the shared policy first (in the user's language), then the
 * server's own check, whose message is shown by its key in the user's language.
 */
export function passwordRule(t: TFunction, policy: PasswordPolicy, username = '') {
  return {
    validator: async (_: unknown, value: string | undefined) => {
      const failure = checkPassword(value ?? '', policy, username);
      if (failure) throw new Error(t(failure.key, failure.params));
      const answer = await callForAnswer(
        endpoints.user.checkPassword,
        { password: value ?? '', username },
        { silent: true },
      );
      if (!answer.message || answer.message === 'success') return;
      throw new Error(answer.key ? t(answer.key, answer.params) : answer.message);
    },
  };
}

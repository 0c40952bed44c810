import { EMAIL_PATTERN, MOBILE_PATTERN } from '@lamplighter/contract';
import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';

/** A phone number or a mailbox, as codes are sent to either. */
export function contactRule(t: TFunction) {
  return {
    validator: async (_: unknown, value: string | undefined) => {
      if (!value || !(MOBILE_PATTERN.test(value) || EMAIL_PATTERN.test(value)))
        throw new Error(t('validation.contact'));
    },
  };
}

/** The confirmation must repeat the field `passwordField`. */
export function confirmRules(t: TFunction, passwordField: string) {
  return [
    { required: true, message: t('validation.passwordConfirm') },
    ({ getFieldValue }: Pick<FormInstance, 'getFieldValue'>) => ({
      validator: async (_: unknown, value: string | undefined) => {
        if (value && value !== getFieldValue(passwordField)) throw new Error(t('reset.mismatch'));
      },
    }),
  ];
}

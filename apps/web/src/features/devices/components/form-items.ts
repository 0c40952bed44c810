import type { FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';

/** A date picker's item that keeps the form value as the contract's `YYYY-MM-DD` text. */
export const dateItem = {
  getValueProps: (value: string | undefined) => ({ value: value ? dayjs(value) : undefined }),
  normalize: (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : undefined),
};

/** A switch's item that keeps the form value as the contract's 0/1 flag. */
export const flagItem = {
  valuePropName: 'checked',
  getValueProps: (value: number | undefined) => ({ checked: value === 1 }),
  normalize: (checked: boolean) => (checked ? 1 : 0),
};

type Values = Pick<FormInstance, 'getFieldValue'>;

/** A SIM ends on or after the day it starts (the contract's simRange rule). */
export function simRangeRule(t: TFunction) {
  return ({ getFieldValue }: Values) => ({
    validator: async (_: unknown, end: string | undefined) => {
      const start = getFieldValue('simstart') as string | undefined;
      if (start && end && end < start) throw new Error(t('validation.simRange'));
    },
  });
}

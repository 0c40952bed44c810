import type { CommandState } from '@lamplighter/contract';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

const STATE_COLORS: Record<CommandState, string> = {
  queued: 'default',
  sent: 'processing',
  delivered: 'blue',
  succeeded: 'success',
  failed: 'error',
  expired: 'warning',
};

/** A command's state at a device, coloured and in the reader's language. */
export function CommandStateTag({ state }: { state: CommandState }) {
  const { t } = useTranslation();
  return <Tag color={STATE_COLORS[state]}>{t(`control.commandState.${state}`)}</Tag>;
}

/**
 * Why a command did not succeed at a device: an expiry is the platform's own verdict, told in the
 * reader's language; a failure carries the device's words as it sent them.
 */
export function commandErrorText(t: TFunction, state: CommandState | undefined, error: string | undefined) {
  return state === 'expired' ? t('control.noAnswerInTime') : error || '';
}

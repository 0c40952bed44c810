import { type CommandState, PLATFORM_COMMAND_ERRORS } from '@lamplighter/contract';
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
 * Why a command did not succeed at a device: the platform's own verdicts (expired, or not sent to
 * a device offline or of a family that does not take it) in the reader's language; a device's
 * refusal in its own words as it sent them.
 */
export function commandErrorText(t: TFunction, state: CommandState | undefined, error: string | undefined) {
  if (state === 'expired') return t('control.noAnswerInTime');
  if (error === PLATFORM_COMMAND_ERRORS.offline) return t('control.notSentOffline');
  if (error === PLATFORM_COMMAND_ERRORS.unsupported) return t('control.notSentUnsupported');
  return error || '';
}

import { type CommandMethod, type CommandResult, lightingMethods } from '@lamplighter/contract';
import { App, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../api/api-client';
import { type CommandTarget, commandConflicts, commandInput, useSendCommandMutation } from './command-calls';
import { commandOutcome } from './command-outcome';
import { useConflictWarning } from './use-conflict-warning';

/** An alert names this many devices per line at most, then counts the rest. */
const NAMED_PER_LINE = 20;

/**
 * Sends a command to its target and shows the seed's outcome alert (title 'hint'): the numbers it
 * was sent to with 'sent successfully', those it was not with 'sent failed', or 'send failed' when
 * no result came back (and those queued until they return). Someone else's lighting command to
 * the same lamps within the minute is shown first, and the user chooses. Answers the result, or null.
 */
export function useCommandSender(target: CommandTarget, waitoffline: boolean) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [busy, setBusy] = useState<CommandMethod | null>(null);
  const sendCommand = useSendCommandMutation();
  const goAhead = useConflictWarning();

  const named = (codes: string[]) =>
    codes.length <= NAMED_PER_LINE
      ? codes.join(', ')
      : `${codes.slice(0, NAMED_PER_LINE).join(', ')} ${t('command.andMore', { count: codes.length - NAMED_PER_LINE })}`;

  async function send(method: CommandMethod, params: object): Promise<CommandResult | null> {
    setBusy(method);
    if (lightingMethods.includes(method) && !(await goAhead(() => commandConflicts(target, method)))) {
      setBusy(null);
      return null;
    }
    let result: CommandResult | null = null;
    let reason = '';
    try {
      result = await sendCommand.mutateAsync(commandInput(target, method, params, waitoffline));
    } catch (error) {
      reason = error instanceof RequestError ? error.message : '';
    } finally {
      setBusy(null);
    }
    const asked = 'devicecodes' in target ? target.devicecodes : [];
    const { sent, failed, queued } = commandOutcome(result, asked);
    const lines = [
      ...(sent.length > 0 ? [`${named(sent)} ${t('command.sentOk')}`] : []),
      ...(failed.length > 0
        ? [`${named(failed)} ${t(result ? 'command.sentFailed' : 'command.sendFailed')}`]
        : []),
      ...(queued.length > 0 ? [`${named(queued)} ${t('command.queued')}`] : []),
      ...(reason ? [reason] : []),
      ...(!result && asked.length === 0 && !reason ? [t('command.sendFailed')] : []),
    ];
    const reached = sent.length + queued.length > 0;
    if (result && !reached && failed.length === 0) lines.push(t('command.noDevices'));
    const show = !result || !reached ? modal.error : failed.length === 0 ? modal.success : modal.warning;
    show({
      title: t('common.hint'),
      content: lines.map((line) => (
        <Typography.Paragraph key={line} style={{ marginBottom: 4 }}>
          {line}
        </Typography.Paragraph>
      )),
    });
    return result;
  }

  return { send, busy };
}

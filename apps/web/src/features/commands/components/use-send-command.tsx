import type { CommandMethod, CommandResult } from '@lamplighter/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../shared/api/api-client';
import { sharedKeys } from '../../../shared/api/query-keys';
import { commandKeys } from '../api/command-keys';
import { commandInput, useSendCommandMutation } from '../api/commands';
import { commandOutcome } from './command-outcome';

/**
 * Sends a command to one device and shows the seed's outcome alert (title 'hint'): the numbers it
 * was sent to with 'sent successfully', those it was not with 'sent failed', or 'send failed' when
 * no result came back (and those queued until they return). Then the device and its command log are read again.
 */
export function useSendCommand(devicecode: string, waitoffline: boolean) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<CommandMethod | null>(null);
  const sendCommand = useSendCommandMutation();

  async function send(method: CommandMethod, params: object): Promise<void> {
    setBusy(method);
    let result: CommandResult | null = null;
    let reason = '';
    try {
      result = await sendCommand.mutateAsync(commandInput(devicecode, method, params, waitoffline));
    } catch (error) {
      reason = error instanceof RequestError ? error.message : '';
    } finally {
      setBusy(null);
    }
    const { sent, failed, queued } = commandOutcome(result, [devicecode]);
    const lines = [
      ...(sent.length > 0 ? [`${sent.join(', ')} ${t('command.sentOk')}`] : []),
      ...(failed.length > 0
        ? [`${failed.join(', ')} ${t(result ? 'command.sentFailed' : 'command.sendFailed')}`]
        : []),
      ...(queued.length > 0 ? [`${queued.join(', ')} ${t('command.queued')}`] : []),
      ...(reason ? [reason] : []),
    ];
    const show = failed.length === 0 ? modal.success : sent.length === 0 ? modal.error : modal.warning;
    show({
      title: t('common.hint'),
      content: lines.map((line) => (
        <Typography.Paragraph key={line} style={{ marginBottom: 4 }}>
          {line}
        </Typography.Paragraph>
      )),
    });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: commandKeys.log(devicecode) }),
      queryClient.invalidateQueries({ queryKey: sharedKeys.liveDevice(devicecode) }),
    ]);
  }

  return { send, busy };
}

import type { CommandMethod } from '@lamplighter/contract';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCommandSender } from '../commands/use-command-sender';

/**
 * Sends commands to some devices of a list through the command API, with the platform's outcome
 * alert: `send` hands the command to `onSent` (to follow each device's answer) and says whether it
 * went; `confirmed` asks `question` first (its `count` is how many devices, `names` as given).
 */
export function useDeviceCommands(
  devices: readonly { devicecode: string }[],
  onSent: (commandId: number) => void,
  names = '',
) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const sender = useCommandSender({ devicecodes: devices.map((device) => device.devicecode) }, false);

  async function send(method: CommandMethod, params: object): Promise<boolean> {
    const result = await sender.send(method, params);
    if (result) onSent(result.commandid);
    return result !== null;
  }

  const confirmed = (question: string, method: CommandMethod, params: object) => () =>
    modal.confirm({
      title: t('common.hint'),
      content: t(question, { count: devices.length, names }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: () => send(method, params),
    });

  return { send, confirmed, busy: sender.busy, idle: devices.length > 0 && sender.busy === null };
}

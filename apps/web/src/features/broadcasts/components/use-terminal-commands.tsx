import type { CommandMethod, Terminal } from '@lamplighter/contract';
import { App } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommandSender } from '../../../shared/commands/use-command-sender';
import { VolumeModal } from '../../../shared/device-lists/volume-modal';
import type { RowAction } from '../../../shared/table/row-actions';

/** A volume to start from when the terminals said none (or several are chosen). */
const VOLUME_START = 60;
/** The test tone's length: long enough to walk to the pole and hear it. */
const TEST_TONE_SECONDS = 5;

/**
 * The commands of broadcast terminals as actions for one terminal or a selection: a test tone,
 * power on and off (off asks first), volume in its dialog, and silence (asks first: it cuts off
 * what plays, an emergency too). `onSent` gets the command, to follow each terminal's answer.
 */
export function useTerminalCommands(
  terminals: readonly Terminal[],
  onSent: (commandId: number) => void,
): { actions: RowAction[]; dialogs: ReactNode } {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const sender = useCommandSender({ devicecodes: terminals.map((terminal) => terminal.devicecode) }, false);
  const [volumeOpen, setVolumeOpen] = useState(false);
  const one = terminals.length === 1 ? terminals[0] : undefined;

  async function send(method: CommandMethod, params: object): Promise<boolean> {
    const result = await sender.send(method, params);
    if (result) onSent(result.commandid);
    return result !== null;
  }

  const confirmed = (question: string, method: CommandMethod, params: object) => () =>
    modal.confirm({
      title: t('common.hint'),
      content: t(question, { count: terminals.length }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: () => send(method, params),
    });

  const actions: RowAction[] = [
    {
      key: 'testTone',
      label: t('terminal.action.testTone'),
      run: () => void send('testTone', { seconds: TEST_TONE_SECONDS }),
    },
    { key: 'powerOn', label: t('terminal.action.powerOn'), run: () => void send('power', { on: true }) },
    {
      key: 'powerOff',
      label: t('terminal.action.powerOff'),
      run: confirmed('terminal.confirm.powerOff', 'power', { on: false }),
    },
    { key: 'volume', label: t('terminal.action.volume'), run: () => setVolumeOpen(true) },
    {
      key: 'stop',
      label: t('terminal.action.stop'),
      danger: true,
      run: confirmed('terminal.confirm.stop', 'stopBroadcast', {}),
    },
  ].map((action) => ({ ...action, disabled: terminals.length === 0 || sender.busy !== null }));

  const dialogs = volumeOpen && (
    <VolumeModal
      title={t('terminal.volume.title')}
      start={Math.round(one?.volume ?? VOLUME_START)}
      busy={sender.busy === 'volume'}
      onSend={async (volume) => {
        if (await send('volume', { volume })) setVolumeOpen(false);
      }}
      onCancel={() => setVolumeOpen(false)}
    />
  );
  return { actions, dialogs };
}

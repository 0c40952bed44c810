import type { Terminal } from '@lamplighter/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeviceCommands } from '../../../shared/device-lists/use-device-commands';
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
  const { send, confirmed, busy, idle } = useDeviceCommands(terminals, onSent);
  const [volumeOpen, setVolumeOpen] = useState(false);
  const one = terminals.length === 1 ? terminals[0] : undefined;

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
  ].map((action) => ({ ...action, disabled: !idle }));

  const dialogs = volumeOpen && (
    <VolumeModal
      title={t('terminal.volume.title')}
      start={Math.round(one?.volume ?? VOLUME_START)}
      busy={busy === 'volume'}
      onSend={async (volume) => {
        if (await send('volume', { volume })) setVolumeOpen(false);
      }}
      onCancel={() => setVolumeOpen(false)}
    />
  );
  return { actions, dialogs };
}

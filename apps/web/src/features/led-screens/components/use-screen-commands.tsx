import type { CommandMethod, LedScreen } from '@lamplighter/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeviceCommands } from '../../../shared/device-lists/use-device-commands';
import { VolumeModal } from '../../../shared/device-lists/volume-modal';
import type { RowAction } from '../../../shared/table/row-actions';
import { brightnessStart, namesOf } from '../lib/screen-facts';
import { BrightnessModal } from './brightness-modal';

/** A volume to start from when the screens said none (or several screens are chosen). */
const VOLUME_START = 50;

/**
 * The commands of LED screens as actions for one screen or a selection: power on and off (off
 * asks first), brightness and volume (each in its dialog), stop, screenshot and reboot (asks
 * first). Each goes through the command API with the platform's outcome alert; `onSent` gets the
 * command, to follow each screen's answer.
 */
export function useScreenCommands(
  screens: readonly LedScreen[],
  onSent: (commandId: number) => void,
): { actions: RowAction[]; dialogs: ReactNode } {
  const { t } = useTranslation();
  const commands = useDeviceCommands(screens, onSent, namesOf(screens));
  const { send, confirmed } = commands;
  const [dialog, setDialog] = useState<'brightness' | 'volume'>();
  const one = screens.length === 1 ? screens[0] : undefined;

  const busy = (method: CommandMethod) => commands.busy === method;
  const actions: RowAction[] = [
    { key: 'screenshot', label: t('ledScreen.action.screenshot'), run: () => void send('screenshot', {}) },
    {
      key: 'powerOn',
      label: t('ledScreen.action.powerOn'),
      run: () => void send('power', { on: true }),
    },
    {
      key: 'powerOff',
      label: t('ledScreen.action.powerOff'),
      run: confirmed('ledScreen.confirm.powerOff', 'power', { on: false }),
    },
    { key: 'brightness', label: t('ledScreen.action.brightness'), run: () => setDialog('brightness') },
    { key: 'volume', label: t('ledScreen.action.volume'), run: () => setDialog('volume') },
    { key: 'stop', label: t('ledScreen.action.stop'), run: () => void send('stopProgram', {}) },
    {
      key: 'reboot',
      label: t('ledScreen.action.reboot'),
      danger: true,
      run: confirmed('ledScreen.confirm.reboot', 'reboot', {}),
    },
  ].map((action) => ({ ...action, disabled: !commands.idle }));

  const close = () => setDialog(undefined);
  const dialogs = (
    <>
      {dialog === 'brightness' && (
        <BrightnessModal
          start={brightnessStart(one)}
          busy={busy('screenBrightness')}
          onSend={async (params) => {
            if (await send('screenBrightness', params)) close();
          }}
          onCancel={close}
        />
      )}
      {dialog === 'volume' && (
        <VolumeModal
          title={t('ledScreen.volume.title')}
          start={Math.round(one?.volume ?? VOLUME_START)}
          busy={busy('volume')}
          onSend={async (volume) => {
            if (await send('volume', { volume })) close();
          }}
          onCancel={close}
        />
      )}
    </>
  );
  return { actions, dialogs };
}

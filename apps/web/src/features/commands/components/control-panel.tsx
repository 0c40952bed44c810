import { type CommandMethod, commandFamilies, type DeviceDetail } from '@lamplighter/contract';
import { App, Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommandControls } from '../../../shared/commands/command-controls';
import { ControlRow } from '../../../shared/commands/control-row';
import { ControlsCard } from '../../../shared/commands/controls-card';
import { useSendCommand } from './use-send-command';

const numberOf = (entries: { key: string; value: unknown }[], key: string) => {
  const value = entries.find((entry) => entry.key === key)?.value;
  return typeof value === 'number' ? value : undefined;
};

/** Every command the device's family obeys, each sent on its own with the outcome alert. */
export function ControlPanel({ device }: { device: DeviceDetail }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [waitOffline, setWaitOffline] = useState(false);
  const { send, busy } = useSendCommand(device.devicecode, waitOffline);
  const [firmware, setFirmware] = useState({ version: '', url: '' });
  const obeys = (method: CommandMethod) => commandFamilies[method].includes(device.devicetype);

  const upgrade = () =>
    modal.confirm({
      title: t('common.hint'),
      content: t('command.upgradeConfirm', { version: firmware.version }),
      onOk: () => send('firmwareUpgrade', firmware),
    });

  return (
    <ControlsCard waitOffline={waitOffline} onWaitOffline={setWaitOffline}>
      <CommandControls
        obeys={obeys}
        send={(method, params) => void send(method, params)}
        busy={busy}
        start={{
          brightness: numberOf(device.telemetry, 'brightness'),
          loadMode: numberOf(device.telemetry, 'loadMode'),
          holidayMode: numberOf(device.attributes, 'holidayMode'),
          batteryType: numberOf(device.attributes, 'batteryType'),
        }}
      />
      {obeys('readParameters') && (
        <ControlRow label={t('command.readParameters')}>
          <Button loading={busy === 'readParameters'} onClick={() => void send('readParameters', {})}>
            {t('command.read')}
          </Button>
        </ControlRow>
      )}
      {obeys('firmwareUpgrade') && (
        <ControlRow label={t('command.firmwareUpgrade')}>
          <Input
            style={{ width: 120 }}
            placeholder={t('command.version')}
            aria-label={t('command.version')}
            value={firmware.version}
            onChange={(event) => setFirmware({ ...firmware, version: event.target.value })}
          />
          <Input
            style={{ flex: 1, minWidth: 200 }}
            placeholder="https://…/firmware.bin"
            aria-label={t('command.firmwareUrl')}
            value={firmware.url}
            onChange={(event) => setFirmware({ ...firmware, url: event.target.value })}
          />
          <Button
            loading={busy === 'firmwareUpgrade'}
            disabled={!firmware.version.trim() || !firmware.url.trim()}
            onClick={upgrade}
          >
            {t('command.upgrade')}
          </Button>
        </ControlRow>
      )}
    </ControlsCard>
  );
}

import {
  batteryTypes,
  type CommandMethod,
  commandFamilies,
  type DeviceDetail,
  holidayModes,
} from '@lamplighter/contract';
import { App, Button, Card, Checkbox, Input, InputNumber, Slider } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceControl } from './choice-control';
import { ControlRow } from './control-row';
import { LoadModeControl } from './load-mode-control';
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
  const [brightness, setBrightness] = useState(numberOf(device.telemetry, 'brightness') ?? 100);
  const [firmware, setFirmware] = useState({ version: '', url: '' });
  const obeys = (method: CommandMethod) => commandFamilies[method].includes(device.devicetype);

  const upgrade = () =>
    modal.confirm({
      title: t('common.hint'),
      content: t('command.upgradeConfirm', { version: firmware.version }),
      onOk: () => send('firmwareUpgrade', firmware),
    });

  return (
    <Card
      size="small"
      title={t('command.controls')}
      extra={
        <Checkbox checked={waitOffline} onChange={(event) => setWaitOffline(event.target.checked)}>
          {t('command.waitOffline')}
        </Checkbox>
      }
    >
      {obeys('switch') && (
        <ControlRow label={t('command.switch')}>
          <Button
            type="primary"
            loading={busy === 'switch'}
            onClick={() => void send('switch', { on: true })}
          >
            {t('command.on')}
          </Button>
          <Button loading={busy === 'switch'} onClick={() => void send('switch', { on: false })}>
            {t('command.off')}
          </Button>
        </ControlRow>
      )}
      {obeys('dimming') && (
        <ControlRow label={t('command.dimming')}>
          <Slider
            style={{ flex: 1, minWidth: 160 }}
            min={0}
            max={100}
            value={brightness}
            onChange={setBrightness}
            ariaLabelForHandle={t('command.brightness')}
          />
          <InputNumber
            min={0}
            max={100}
            precision={0}
            value={brightness}
            onChange={(value) => setBrightness(value ?? 0)}
            suffix="%"
            aria-label={t('command.brightness')}
          />
          <Button
            type="primary"
            loading={busy === 'dimming'}
            onClick={() => void send('dimming', { brightness })}
          >
            {t('command.send')}
          </Button>
        </ControlRow>
      )}
      {obeys('loadMode') && (
        <LoadModeControl
          current={numberOf(device.telemetry, 'loadMode')}
          busy={busy === 'loadMode'}
          send={(params) => void send('loadMode', params)}
        />
      )}
      {obeys('holidayMode') && (
        <ChoiceControl
          label={t('command.holidayMode')}
          choices={holidayModes}
          current={numberOf(device.attributes, 'holidayMode')}
          busy={busy === 'holidayMode'}
          send={(mode) => void send('holidayMode', { mode })}
        />
      )}
      {obeys('batteryType') && (
        <ChoiceControl
          label={t('command.batteryType')}
          choices={batteryTypes}
          current={numberOf(device.attributes, 'batteryType')}
          busy={busy === 'batteryType'}
          send={(type) => void send('batteryType', { type })}
        />
      )}
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
    </Card>
  );
}

import { batteryTypes, type CommandMethod, holidayModes } from '@lamplighter/contract';
import { Button, InputNumber, Slider } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceControl } from './choice-control';
import { ControlRow } from './control-row';
import { LoadModeControl } from './load-mode-control';

/** What the lamps last said of the settings the controls start from; unknown for a batch. */
export interface ControlStart {
  brightness?: number | undefined;
  loadMode?: number | undefined;
  holidayMode?: number | undefined;
  batteryType?: number | undefined;
}

/**
 * The lamp's controls (switch, dimming, load mode with its timed points, holiday mode, battery
 * type), each sending on its own; shown for the methods `obeys` names. One lamp and a batch of
 * lamps use the same controls.
 */
export function CommandControls({
  obeys,
  send,
  busy,
  start = {},
}: {
  obeys: (method: CommandMethod) => boolean;
  send: (method: CommandMethod, params: object) => void;
  busy: CommandMethod | null;
  start?: ControlStart;
}) {
  const { t } = useTranslation();
  const [brightness, setBrightness] = useState(start.brightness ?? 100);
  return (
    <>
      {obeys('switch') && (
        <ControlRow label={t('command.switch')}>
          <Button type="primary" loading={busy === 'switch'} onClick={() => send('switch', { on: true })}>
            {t('command.on')}
          </Button>
          <Button loading={busy === 'switch'} onClick={() => send('switch', { on: false })}>
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
          <Button type="primary" loading={busy === 'dimming'} onClick={() => send('dimming', { brightness })}>
            {t('command.send')}
          </Button>
        </ControlRow>
      )}
      {obeys('loadMode') && (
        <LoadModeControl
          current={start.loadMode}
          busy={busy === 'loadMode'}
          send={(params) => send('loadMode', params)}
        />
      )}
      {obeys('holidayMode') && (
        <ChoiceControl
          label={t('command.holidayMode')}
          choices={holidayModes}
          current={start.holidayMode}
          busy={busy === 'holidayMode'}
          send={(mode) => send('holidayMode', { mode })}
        />
      )}
      {obeys('batteryType') && (
        <ChoiceControl
          label={t('command.batteryType')}
          choices={batteryTypes}
          current={start.batteryType}
          busy={busy === 'batteryType'}
          send={(type) => send('batteryType', { type })}
        />
      )}
    </>
  );
}

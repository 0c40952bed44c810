import { CheckOutlined } from '@ant-design/icons';
import { type DeviceListRow, lampValueKeys } from '@lamplighter/contract';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatValue } from '../../../../shared/telemetry/telemetry-labels';
import { tileLook } from '../lib/tile-look';

/** A value as the lists write it, in whole units: a tile is read from across the room. */
const valueText = (field: keyof typeof lampValueKeys, value: number | null) =>
  value === null ? '--' : formatValue(lampValueKeys[field], Math.round(value));

/**
 * One device on the wall, coloured by its run state (the frame) and its lamp (the fill, glowing by
 * brightness): on or off, brightness and power, and the battery of a solar lamp. A tile that can be
 * chosen is a toggle button; on a wall that only shows states it is not.
 */
export function DeviceTile({
  device,
  withBattery,
  chosen,
  onToggle,
}: {
  device: DeviceListRow;
  withBattery: boolean;
  chosen?: boolean;
  onToggle?: () => void;
}) {
  const { t } = useTranslation();
  const look = tileLook(device);
  const lampText =
    look.lamp !== 'unknown'
      ? t(look.lamp === 'on' ? 'wallControl.on' : 'wallControl.off')
      : device.runstate === null
        ? t('wallControl.notReported')
        : t(`runState.${device.runstate}`);
  const content = (
    <>
      <span className="control-tile__name">{device.devicename || device.devicecode}</span>
      {device.devicename !== device.devicecode && (
        <span className="control-tile__code">{device.devicecode}</span>
      )}
      <span className="control-tile__lamp">
        <i aria-hidden="true" />
        {lampText}
        {look.lamp !== 'unknown' && look.state !== 'normal' && device.runstate !== null && (
          <em>{t(`runState.${device.runstate}`)}</em>
        )}
      </span>
      <span className="control-tile__values">
        <b data-value="brightness">{valueText('brightness', device.brightness)}</b>
        <span title={t('wallControl.power')}>{valueText('loadpower', device.loadpower)}</span>
      </span>
      {withBattery && (
        <span className="control-tile__battery">
          {t('wallControl.battery')} {valueText('batterysoc', device.batterysoc)}
        </span>
      )}
      {chosen && <CheckOutlined className="control-tile__check" aria-hidden="true" />}
    </>
  );
  const attributes = {
    className: 'control-tile',
    'data-state': look.state,
    'data-lamp': look.lamp,
    'data-code': device.devicecode,
    style: { '--glow': look.glow } as CSSProperties,
  };
  return onToggle ? (
    <button type="button" {...attributes} aria-pressed={chosen} onClick={onToggle}>
      {content}
    </button>
  ) : (
    <div {...attributes}>{content}</div>
  );
}

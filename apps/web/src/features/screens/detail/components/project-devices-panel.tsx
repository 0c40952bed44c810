import type { DeviceListRow } from '@lamplighter/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NO_STATE_COLOR, stateColor } from '../../../../shared/map/state-donut';
import { ScreenPanel } from '../../components/screen-panel';
import { deviceDetailPath } from '../lib/detail-target';
import { byAttention } from '../lib/device-order';
import { numberText, reportTime } from '../lib/figure-text';

/** More devices than this scroll by slowly, over and over; fewer stand still. */
const ROWS_SHOWN = 9;

function DeviceRow({ device, hidden }: { device: DeviceListRow; hidden: boolean }) {
  const { t, i18n } = useTranslation();
  const state = device.runstate;
  return (
    <li>
      <Link
        to={deviceDetailPath(device.id)}
        className="detail-devices__row"
        data-device={device.devicecode}
        tabIndex={hidden ? -1 : undefined}
      >
        <span className="detail-devices__name">
          <b>{device.devicecode}</b>
          {device.devicename !== device.devicecode && <small>{device.devicename}</small>}
        </span>
        <span className="detail-devices__state">
          <i style={{ background: state === null ? NO_STATE_COLOR : stateColor(state) }} />
          {state === null ? t('wall.noState') : t(`runState.${state}`)}
        </span>
        <span className={device.lampon === 1 ? 'detail-devices__on' : 'detail-devices__off'}>
          {device.lampon === null ? '--' : t(device.lampon === 1 ? 'detail.lampOn' : 'detail.lampOff')}
        </span>
        <span className="detail-devices__number">
          {device.brightness === null ? '--' : `${numberText(device.brightness, i18n.language, 0)} %`}
        </span>
        <span className="detail-devices__number">
          {device.loadpower === null ? '--' : `${numberText(device.loadpower, i18n.language)} W`}
        </span>
        <span className="detail-devices__number">{reportTime(device.reporttime, new Date())}</span>
      </Link>
    </li>
  );
}

/**
 * The project's devices, those needing attention first, with their live state and lamp values;
 * a row opens the device's wall. A list longer than the panel scrolls by slowly.
 */
export function ProjectDevicesPanel({ devices, total }: { devices: DeviceListRow[]; total: number }) {
  const { t } = useTranslation();
  const ordered = byAttention(devices);
  const scrolling = ordered.length > ROWS_SHOWN;
  const rows = (hidden: boolean) =>
    ordered.map((device) => <DeviceRow key={device.id} device={device} hidden={hidden} />);
  return (
    <ScreenPanel
      title={t('detail.devices')}
      className="detail-devices"
      extra={
        <span data-total={total}>
          {devices.length < total
            ? t('detail.devicesShown', { shown: devices.length, total })
            : t('detail.devicesTotal', { count: total })}
        </span>
      }
    >
      {ordered.length === 0 ? (
        <p className="screen-empty">{t('detail.noDevices')}</p>
      ) : (
        <div className="detail-devices__table">
          <div className="detail-devices__head" aria-hidden="true">
            <span>{t('detail.col.device')}</span>
            <span>{t('detail.col.state')}</span>
            <span>{t('detail.col.lamp')}</span>
            <span className="detail-devices__number">{t('detail.col.brightness')}</span>
            <span className="detail-devices__number">{t('detail.col.power')}</span>
            <span className="detail-devices__number">{t('detail.col.report')}</span>
          </div>
          <div className="detail-devices__window">
            <div
              className={
                scrolling ? 'detail-devices__reel detail-devices__reel--scrolling' : 'detail-devices__reel'
              }
              style={{ ['--rows' as string]: ordered.length }}
            >
              <ul>{rows(false)}</ul>
              {scrolling && <ul aria-hidden="true">{rows(true)}</ul>}
            </div>
          </div>
        </div>
      )}
    </ScreenPanel>
  );
}

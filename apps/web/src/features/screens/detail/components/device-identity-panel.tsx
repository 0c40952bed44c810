import type { DeviceDetail } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { deviceTypesQuery } from '../../../../shared/inventory/inventory-queries';
import { formatCoordinates } from '../../../../shared/map/coordinates';
import { NO_STATE_COLOR, stateColor } from '../../../../shared/map/state-donut';
import { ScreenPanel } from '../../components/screen-panel';
import { projectDetailPath } from '../lib/detail-target';
import { reportTime } from '../lib/figure-text';

/** When the device's newest value was measured, or undefined before it reported. */
const lastReport = (device: DeviceDetail) =>
  device.telemetry.reduce<string | undefined>(
    (newest, entry) => (!newest || entry.ts > newest ? entry.ts : newest),
    undefined,
  );

/** Who the device is: number, name, family, project and group, where it stands, its state. */
export function DeviceIdentityPanel({ device }: { device: DeviceDetail }) {
  const { t, i18n } = useTranslation();
  const types = useQuery(deviceTypesQuery(i18n.language)).data ?? [];
  const type = types.find((candidate) => candidate.devicetypeid === device.devicetype)?.devicetypename;
  const state = device.runstate;
  const rows = [
    { key: 'code', label: t('detail.code'), value: <b>{device.devicecode}</b> },
    { key: 'name', label: t('detail.name'), value: device.devicename },
    { key: 'type', label: t('detail.type'), value: type ?? `#${device.devicetype}` },
    {
      key: 'project',
      label: t('detail.project'),
      value: (
        <Link to={projectDetailPath(device.projectid)} className="detail-identity__project">
          {device.projectname}
        </Link>
      ),
    },
    { key: 'group', label: t('detail.group'), value: device.groupname || t('detail.noGroup') },
    {
      key: 'location',
      label: t('detail.location'),
      value:
        device.longitude !== null && device.latitude !== null
          ? formatCoordinates({ longitude: device.longitude, latitude: device.latitude })
          : t('detail.notLocated'),
    },
    ...(device.polenumber ? [{ key: 'pole', label: t('detail.pole'), value: device.polenumber }] : []),
    {
      key: 'state',
      label: t('detail.state'),
      value: (
        <span className="detail-identity__state" data-state={state ?? 'none'}>
          <i style={{ background: state === null ? NO_STATE_COLOR : stateColor(state) }} />
          {state === null ? t('wall.noState') : t(`runState.${state}`)}
        </span>
      ),
    },
    { key: 'reported', label: t('detail.reported'), value: reportTime(lastReport(device), new Date()) },
  ];
  return (
    <ScreenPanel title={t('detail.identity')} className="detail-identity">
      <dl className="detail-identity__list">
        {rows.map((row) => (
          <div key={row.key} data-field={row.key}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </ScreenPanel>
  );
}

import type { DeviceListRow } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import type { ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatTime } from '../../../shared/format';
import { devicePath } from '../../../shared/inventory/device-paths';
import { communicationTypesQuery, deviceTypesQuery } from '../../../shared/inventory/inventory-queries';
import { RunStateTag } from '../../../shared/inventory/run-state-tag';
import { ExpiryTag } from './expiry-tag';
import { type LampColumnKey, type ListSort, lampColumnKeys, lampColumns } from './lamp-value-columns';

/** Every column a device list can show, by key; a column set picks and orders them. */
export const deviceColumnKeys = [
  'devicename',
  'devicetype',
  'projectname',
  'groupname',
  'runstate',
  ...lampColumnKeys,
  'serialnumber',
  'communicationtype',
  'isnbiot',
  'isbms',
  'isgridcomplementary',
  'packageexpire',
  'simend',
  'simstart',
  'polenumber',
  'coordinates',
  'gatewaycode',
  'circuit',
  'manufacturername',
  'model',
  'lamppower',
  'firmwareversion',
  'installdate',
  'createtime',
] as const;
export type DeviceColumnKey = (typeof deviceColumnKeys)[number];

type Column = ColumnType<DeviceListRow>;

const text = (value: string | null | undefined) => value || '--';
const flag = (t: TFunction) => (value: number) => t(value ? 'common.yes' : 'common.no');

/** The column of one kind of value: its heading, width and how a cell draws it. */
function plainColumns(
  t: TFunction,
): Record<Exclude<DeviceColumnKey, 'devicetype' | 'communicationtype' | LampColumnKey>, Column> {
  return {
    devicename: { title: t('device.name'), dataIndex: 'devicename', width: 150, ellipsis: true },
    projectname: { title: t('inventory.project'), dataIndex: 'projectname', width: 140, ellipsis: true },
    groupname: { title: t('inventory.group'), dataIndex: 'groupname', width: 110, render: text },
    runstate: {
      title: t('device.runState'),
      dataIndex: 'runstate',
      width: 90,
      render: (state: number | null) => <RunStateTag state={state} />,
    },
    serialnumber: { title: t('device.serial'), dataIndex: 'serialnumber', width: 140, render: text },
    isnbiot: { title: t('device.nbiot'), dataIndex: 'isnbiot', width: 100, render: flag(t) },
    isbms: { title: t('device.bms'), dataIndex: 'isbms', width: 110, render: flag(t) },
    isgridcomplementary: {
      title: t('device.grid'),
      dataIndex: 'isgridcomplementary',
      width: 130,
      render: flag(t),
    },
    packageexpire: {
      title: t('device.packageExpire'),
      dataIndex: 'packageexpire',
      width: 112,
      render: (date: string | null) => <ExpiryTag date={date} />,
    },
    simend: {
      title: t('device.simEnd'),
      dataIndex: 'simend',
      width: 112,
      render: (date: string | null) => <ExpiryTag date={date} />,
    },
    simstart: { title: t('device.simStart'), dataIndex: 'simstart', width: 120, render: text },
    polenumber: { title: t('device.pole'), dataIndex: 'polenumber', width: 110, render: text },
    coordinates: {
      title: t('device.coordinates'),
      key: 'coordinates',
      width: 190,
      render: (_, device) =>
        device.longitude === null || device.latitude === null
          ? '--'
          : `${device.longitude.toFixed(6)}, ${device.latitude.toFixed(6)}`,
    },
    gatewaycode: { title: t('device.gateway'), dataIndex: 'gatewaycode', width: 130, render: text },
    circuit: {
      title: t('device.circuit'),
      key: 'circuit',
      width: 130,
      render: (_, device) => (device.circuitid === null ? '--' : t('device.onCircuit')),
    },
    manufacturername: {
      title: t('device.manufacturer'),
      dataIndex: 'manufacturername',
      width: 140,
      ellipsis: true,
      render: text,
    },
    model: { title: t('device.model'), dataIndex: 'model', width: 110, render: text },
    lamppower: {
      title: t('device.lampPower'),
      dataIndex: 'lamppower',
      width: 120,
      align: 'right',
      render: (power: number | null) => (power === null ? '--' : power),
    },
    firmwareversion: { title: t('device.firmware'), dataIndex: 'firmwareversion', width: 120, render: text },
    installdate: { title: t('device.installDate'), dataIndex: 'installdate', width: 120, render: text },
    createtime: {
      title: t('device.created'),
      dataIndex: 'createtime',
      width: 170,
      render: (time: string) => formatTime(time),
    },
  };
}

/**
 * The columns of a device list: the number (pinned left, a link to the device's page) and the
 * columns of `keys` in that order. Type and communication names come in the user's language; the
 * lamp values show the server's `sort`.
 */
export function useDeviceColumns(keys: readonly DeviceColumnKey[], sort?: ListSort): Column[] {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const types = useQuery(deviceTypesQuery(i18n.language)).data ?? [];
  const communications = useQuery(communicationTypesQuery(i18n.language)).data ?? [];
  const columns: Record<DeviceColumnKey, Column> = {
    ...plainColumns(t),
    ...lampColumns(t, sort),
    devicetype: {
      title: t('device.type'),
      dataIndex: 'devicetype',
      width: 130,
      ellipsis: true,
      render: (id: number) => types.find((type) => type.devicetypeid === id)?.devicetypename ?? id,
    },
    communicationtype: {
      title: t('device.communication'),
      dataIndex: 'communicationtype',
      width: 130,
      ellipsis: true,
      render: (code: string) => communications.find((type) => type.code === code)?.name ?? text(code),
    },
  };
  const number: Column = {
    title: t('device.code'),
    dataIndex: 'devicecode',
    fixed: 'left',
    width: 140,
    ellipsis: true,
    // Never broken at its dashes: on a phone, where the names wrap, the number stays whole.
    render: (code: string, device) => (
      <Link to={devicePath(device.id)} state={{ from: location.pathname }} style={{ whiteSpace: 'nowrap' }}>
        {code}
      </Link>
    ),
  };
  return [number, ...keys.map((key) => ({ ...columns[key], key }))];
}

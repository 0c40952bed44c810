import type { Device } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatTime } from '../format';
import { devicePath } from '../inventory/device-paths';
import { communicationTypesQuery } from '../inventory/inventory-queries';
import { RunStateTag } from '../inventory/run-state-tag';

const text = (value: string | null | undefined) => value || '--';

/**
 * The device columns both lists show, by key: the number links to the device's own page (all
 * fields, its token), which leads back here.
 */
export function useDeviceColumns<T extends Device>(codeTitle: string, nameTitle: string) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const communications = useQuery(communicationTypesQuery(i18n.language)).data ?? [];
  const columns = {
    devicecode: {
      title: codeTitle,
      dataIndex: 'devicecode',
      width: 150,
      ellipsis: true,
      render: (code: string, row) => (
        <Link to={devicePath(row.id)} state={{ from: location.pathname }}>
          {code}
        </Link>
      ),
    },
    devicename: { title: nameTitle, dataIndex: 'devicename', width: 160, ellipsis: true },
    projectname: { title: t('inventory.project'), dataIndex: 'projectname', width: 140, ellipsis: true },
    groupname: { title: t('inventory.group'), dataIndex: 'groupname', width: 120, render: text },
    runstate: {
      title: t('network.runState'),
      dataIndex: 'runstate',
      width: 100,
      render: (state: number | null) => <RunStateTag state={state} />,
    },
    communicationtype: {
      title: t('network.communication'),
      dataIndex: 'communicationtype',
      width: 130,
      render: (code: string) => communications.find((type) => type.code === code)?.name ?? text(code),
    },
    serialnumber: { title: t('network.serial'), dataIndex: 'serialnumber', width: 130, render: text },
    polenumber: { title: t('network.pole'), dataIndex: 'polenumber', width: 110, render: text },
    model: { title: t('network.model'), dataIndex: 'model', width: 110, render: text },
    firmwareversion: { title: t('network.firmware'), dataIndex: 'firmwareversion', width: 120, render: text },
    createtime: {
      title: t('network.created'),
      dataIndex: 'createtime',
      width: 170,
      render: (time: string) => formatTime(time),
    },
  } satisfies Record<string, ColumnType<T>>;
  return columns;
}

/** A count, right-aligned. */
export function countColumn<T>(title: string, dataIndex: string): ColumnType<T> {
  return { title, dataIndex, width: 80, align: 'right' };
}

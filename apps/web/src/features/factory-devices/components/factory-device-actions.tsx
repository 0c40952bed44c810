import type { FactoryDevice } from '@lamplighter/contract';
import { Button, Space, Tooltip } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Permitted, usePermission } from '../../../shared/auth/permissions';

/**
 * Edit and delete of a factory device, each for a role holding its key. A bound device is the
 * customer's now: both stay visible but disabled, saying why.
 */
export function useFactoryDeviceActions(
  onEdit: (device: FactoryDevice) => void,
  onDelete: (device: FactoryDevice) => void,
): ColumnType<FactoryDevice>[] {
  const { t } = useTranslation();
  const mayUpdate = usePermission('factorydevice:update');
  const mayDelete = usePermission('factorydevice:delete');
  if (!mayUpdate && !mayDelete) return [];
  return [
    {
      title: t('factory.actions'),
      key: 'actions',
      fixed: 'right',
      width: 130,
      render: (_, device) => {
        const bound = device.bound === 1;
        return (
          <Tooltip title={bound ? t('factory.boundReadOnly') : undefined}>
            <Space size={0}>
              <Permitted permission="factorydevice:update">
                <Button type="link" size="small" disabled={bound} onClick={() => onEdit(device)}>
                  {t('common.edit')}
                </Button>
              </Permitted>
              <Permitted permission="factorydevice:delete">
                <Button type="link" size="small" danger disabled={bound} onClick={() => onDelete(device)}>
                  {t('factory.delete')}
                </Button>
              </Permitted>
            </Space>
          </Tooltip>
        );
      },
    },
  ];
}

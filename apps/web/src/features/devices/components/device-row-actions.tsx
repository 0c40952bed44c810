import type { Device } from '@lamplighter/contract';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Permitted } from '../../../shared/auth/permissions';

/** Edit and delete of one device row, each only for a role that holds its key. */
export function DeviceRowActions({
  device,
  onEdit,
  onDelete,
}: {
  device: Device;
  onEdit: (device: Device) => void;
  onDelete: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Space size={0}>
      <Permitted permission="device:update">
        <Button type="link" size="small" onClick={() => onEdit(device)}>
          {t('common.edit')}
        </Button>
      </Permitted>
      <Permitted permission="device:delete">
        <Button type="link" size="small" danger onClick={() => onDelete([device.id])}>
          {t('device.delete')}
        </Button>
      </Permitted>
    </Space>
  );
}

import type { Device } from '@lamplighter/contract';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ReportFaultButton } from '../../../shared/after-sales/report-fault';
import { Permitted } from '../../../shared/auth/permissions';
import { controlPath } from '../../../shared/inventory/device-paths';

/**
 * Control (lamps), report fault, edit and delete of one device row; each but control only for a
 * role that holds its key. `mainOnly` (a phone) keeps the main one: control for a lamp, else edit.
 */
export function DeviceRowActions({
  device,
  onEdit,
  onDelete,
  mainOnly = false,
}: {
  device: Device;
  onEdit: (device: Device) => void;
  onDelete: (ids: number[]) => void;
  mainOnly?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const control = controlPath(device);
  return (
    <Space size={0} wrap>
      {control && (
        <Button type="link" size="small" onClick={() => navigate(control)}>
          {t('device.control')}
        </Button>
      )}
      {!mainOnly && <ReportFaultButton type="link" size="small" icon={null} deviceId={device.id} />}
      {!(mainOnly && control) && (
        <Permitted permission="device:update">
          <Button type="link" size="small" onClick={() => onEdit(device)}>
            {t('common.edit')}
          </Button>
        </Permitted>
      )}
      {!mainOnly && (
        <Permitted permission="device:delete">
          <Button type="link" size="small" danger onClick={() => onDelete([device.id])}>
            {t('device.delete')}
          </Button>
        </Permitted>
      )}
    </Space>
  );
}

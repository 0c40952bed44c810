import type { FactoryDevice } from '@lamplighter/contract';
import { Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../shared/format';

/** Whether a customer has bound the device to a project, and when (to the minute; seconds on hover). */
export function BoundTag({ device }: { device: FactoryDevice }) {
  const { t } = useTranslation();
  if (!device.bound) return <Tag>{t('factory.unbound')}</Tag>;
  return (
    <Tooltip title={formatTime(device.boundtime)}>
      <Space size={4}>
        <Tag color="green">{t('factory.bound')}</Tag>
        <Typography.Text type="secondary">{formatTime(device.boundtime).slice(0, 16)}</Typography.Text>
      </Space>
    </Tooltip>
  );
}

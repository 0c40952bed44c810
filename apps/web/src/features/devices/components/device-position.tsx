import type { DeviceDetail } from '@lamplighter/contract';
import { Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Where the device stands. */
export function DevicePosition({ device }: { device: DeviceDetail }) {
  const { t } = useTranslation();
  const { longitude, latitude } = device;
  return (
    <Card size="small" title={t('device.position')}>
      {longitude === null || latitude === null ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('device.noPosition')} />
      ) : (
        <Typography.Text copyable>{`${longitude.toFixed(6)}, ${latitude.toFixed(6)}`}</Typography.Text>
      )}
    </Card>
  );
}

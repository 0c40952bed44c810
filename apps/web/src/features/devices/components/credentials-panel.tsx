import { KeyOutlined } from '@ant-design/icons';
import type { DeviceDetail } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../shared/format';
import { TokenDialog } from '../../../shared/inventory/token-dialog';
import { credentialsQuery, useDeviceWrites } from '../api/devices';

/**
 * What is known of a device's access token (its last characters, when it was issued and last
 * rotated) and the rotation: after a confirmation that says the old token stops working, the new
 * token is shown once. Only for holders of device:credentials (the page decides).
 */
export function CredentialsPanel({ device }: { device: DeviceDetail }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const writes = useDeviceWrites();
  const credentials = useQuery(credentialsQuery(device.id));
  const [token, setToken] = useState<string | undefined>();

  function rotate() {
    modal.confirm({
      title: t('device.rotate'),
      content: t('device.rotateConfirm'),
      okText: t('device.rotate'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        const { token } = await writes.rotate.mutateAsync({ id: device.id });
        message.success(t('success.rotated'));
        setToken(token);
      },
    });
  }

  const data = credentials.data;
  return (
    <Card
      size="small"
      title={t('device.tokenTitle')}
      loading={credentials.isLoading}
      extra={
        <Button danger icon={<KeyOutlined />} onClick={rotate}>
          {t('device.rotate')}
        </Button>
      }
    >
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'hint',
            label: t('device.tokenHint'),
            children: <Typography.Text code>…{data?.tokenhint ?? device.tokenhint}</Typography.Text>,
          },
          { key: 'created', label: t('device.tokenCreated'), children: formatTime(data?.createtime) },
          {
            key: 'rotated',
            label: t('device.tokenRotated'),
            children: data?.rotatetime ? formatTime(data.rotatetime) : t('device.neverRotated'),
          },
        ]}
      />
      <TokenDialog
        title={t('device.tokenRotatedTitle')}
        deviceCode={device.devicecode}
        token={token}
        onClose={() => setToken(undefined)}
      />
    </Card>
  );
}

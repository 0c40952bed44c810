import { CopyOutlined } from '@ant-design/icons';
import { Alert, App, Button, Input, Modal, Space, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Shows a device's access token the one time it exists in clear text (after adding the device or
 * rotating its token), with a copy button and the warning that it will not be shown again.
 */
export function TokenDialog({
  title,
  deviceCode,
  token,
  onClose,
}: {
  title: string;
  deviceCode: string;
  token: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const field = useRef<HTMLInputElement>(null);

  async function copy() {
    if (!token) return;
    try {
      await navigator.clipboard.writeText(token);
      message.success(t('device.copied'));
    } catch {
      // No clipboard (plain http, denied): select the token so that the user can copy it.
      field.current?.select();
      message.warning(t('device.copyFailed'));
    }
  }

  return (
    <Modal
      open={token !== undefined}
      title={title}
      onCancel={onClose}
      maskClosable={false}
      width={600}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('common.ok')}
        </Button>
      }
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Alert type="warning" showIcon title={t('device.tokenOnce')} />
        <Typography.Text type="secondary">
          {t('device.code')}: {deviceCode}
        </Typography.Text>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            ref={(element) => {
              field.current = element?.input ?? null;
            }}
            readOnly
            value={token}
            aria-label={t('device.tokenTitle')}
            style={{ fontFamily: 'monospace' }}
            onFocus={(event) => event.target.select()}
          />
          <Button icon={<CopyOutlined />} onClick={() => void copy()}>
            {t('device.copy')}
          </Button>
        </Space.Compact>
        <Typography.Text type="secondary">{t('device.tokenUse')}</Typography.Text>
      </Space>
    </Modal>
  );
}

import { DEVICE_CODE_PATTERN } from '@lamplighter/contract';
import { Button, Form, Input, Modal, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProjectGroupFields } from '../../../shared/inventory/project-group-fields';
import { TokenDialog } from '../../../shared/inventory/token-dialog';
import { type DeviceWithToken, useDeviceWrites } from '../api/devices';

interface BindValues {
  devicecode: string;
  verifycode: string;
  projectid: number;
  groupid?: number;
  devicename?: string;
}

/**
 * Adds a manufacturer's device to a project by its number and verification code, then shows the
 * device's access token this one time (the shared token dialog: copy button, 'not shown again').
 * Refusals (a wrong pair, too many tries) come from the server in the user's language.
 */
export function BindDeviceDialog({
  open,
  onClose,
  onBound,
  projectid,
  groupid,
}: {
  open: boolean;
  onClose: () => void;
  /** Called once the device is bound, e.g. to open it or refresh a list. */
  onBound?: (bound: DeviceWithToken) => void;
  /** Preselected project and group, e.g. the ones chosen in the screen's tree. */
  projectid?: number | undefined;
  groupid?: number | undefined;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<BindValues>();
  const writes = useDeviceWrites();
  const [bound, setBound] = useState<DeviceWithToken | undefined>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setBound(undefined);
    form.resetFields();
    form.setFieldsValue({ projectid, groupid });
  }, [open, projectid, groupid, form]);

  async function submit() {
    const { devicename, ...values } = await form.validateFields();
    const name = devicename?.trim();
    setSaving(true);
    try {
      // Left out when empty: the server names the device by its number.
      const answer = await writes.bind.mutateAsync({ ...values, ...(name ? { devicename: name } : {}) });
      setBound(answer);
      onBound?.(answer);
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <Modal
        open={open && !bound}
        title={t('bind.title')}
        onCancel={onClose}
        maskClosable={false}
        destroyOnHidden
        width={560}
        footer={
          <Space>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button type="primary" loading={saving} onClick={() => void submit().catch(() => undefined)}>
              {t('bind.submit')}
            </Button>
          </Space>
        }
      >
        <Form form={form} name="bindDevice" layout="vertical" requiredMark>
          <Typography.Paragraph type="secondary">{t('bind.intro')}</Typography.Paragraph>
          <Form.Item
            name="devicecode"
            label={t('bind.code')}
            rules={[
              { required: true, whitespace: true, message: t('validation.deviceCode') },
              { pattern: DEVICE_CODE_PATTERN, message: t('validation.deviceCodeFormat') },
            ]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="verifycode"
            label={t('bind.verifyCode')}
            rules={[{ required: true, whitespace: true, message: t('validation.verifyCode') }, { max: 32 }]}
          >
            <Input autoComplete="off" style={{ fontFamily: 'monospace' }} />
          </Form.Item>
          <ProjectGroupFields form={form} />
          <Form.Item name="devicename" label={t('bind.name')} rules={[{ max: 100 }]}>
            <Input autoComplete="off" placeholder={t('bind.namePlaceholder')} />
          </Form.Item>
        </Form>
      </Modal>
      <TokenDialog
        title={t('bind.done', { code: bound?.device.devicecode ?? '' })}
        deviceCode={bound?.device.devicecode ?? ''}
        token={open ? bound?.token : undefined}
        onClose={onClose}
      />
    </>
  );
}

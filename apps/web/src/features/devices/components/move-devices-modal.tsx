import { App, Form, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProjectGroupFields } from '../../../shared/inventory/project-group-fields';
import { useDeviceWrites } from '../api/devices';

/** Moves the chosen devices to another project and, optionally, one of its groups. */
export function MoveDevicesModal({
  ids,
  onClose,
  onMoved,
}: {
  ids: number[] | undefined;
  onClose: () => void;
  onMoved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ projectid: number; groupid?: number }>();
  const [saving, setSaving] = useState(false);
  const writes = useDeviceWrites();
  const open = ids !== undefined;

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  async function move() {
    if (!ids) return;
    const { projectid, groupid } = await form.validateFields();
    setSaving(true);
    try {
      const { moved } = await writes.move.mutateAsync({ ids, projectid, groupid });
      message.success(t('success.moved', { count: moved }));
      onMoved();
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t('device.move')}
      onCancel={onClose}
      onOk={() => void move().catch(() => undefined)}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: saving }}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('device.moveHint', { count: ids?.length ?? 0 })}</Typography.Paragraph>
      <Form form={form} name="device-move" layout="vertical">
        <ProjectGroupFields form={form} />
      </Form>
    </Modal>
  );
}

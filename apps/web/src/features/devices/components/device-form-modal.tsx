import { type DeviceDetail, deviceFields } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Form, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DeviceInput, type DeviceWithToken, deviceDetailQuery, useDeviceWrites } from '../api/devices';
import { DeviceFormFields } from './device-form-fields';

/** What a new device starts with: the family of the list and the project or group chosen. */
export interface DevicePreset {
  devicetype?: number | undefined;
  projectid?: number | undefined;
  groupid?: number | undefined;
}

/**
 * Every field the form shows is sent, a cleared one as '' so that an update clears it. A field the
 * form does not show (the manufacturer, without the right to list them) is left out and keeps its
 * stored value.
 */
function inputOf(values: Record<string, unknown>): DeviceInput {
  return Object.fromEntries(
    Object.keys(deviceFields)
      .filter((key) => key in values)
      .map((key) => [key, (values[key] ?? '') as string | number]),
  ) as DeviceInput;
}

/**
 * Adds a device (`editing` undefined) or changes one. A new device's answer carries its access
 * token, handed to `onAdded` to be shown once.
 */
export function DeviceFormModal({
  open,
  editing,
  preset,
  onClose,
  onAdded,
  onUpdated,
}: {
  open: boolean;
  editing: number | undefined;
  preset?: DevicePreset;
  onClose: () => void;
  onAdded: (added: DeviceWithToken) => void;
  onUpdated: (device: DeviceDetail) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const writes = useDeviceWrites();
  const detail = useQuery({ ...deviceDetailQuery(editing ?? 0), enabled: open && editing !== undefined });
  const loading = editing !== undefined && detail.isLoading;
  const { devicetype, projectid, groupid } = preset ?? {};

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing === undefined) {
      form.setFieldsValue({ isnbiot: 0, isbms: 0, isgridcomplementary: 0, devicetype, projectid, groupid });
    } else if (detail.data) {
      form.setFieldsValue({ ...detail.data, groupid: detail.data.groupid ?? undefined });
    }
  }, [open, editing, devicetype, projectid, groupid, detail.data, form]);

  async function save() {
    const values = await form.validateFields();
    setSaving(true);
    try {
      if (editing === undefined) {
        const added = await writes.add.mutateAsync(inputOf(values));
        message.success(t('success.created'));
        onAdded(added);
      } else {
        const updated = await writes.update.mutateAsync({ ...inputOf(values), id: editing });
        message.success(t('success.updated'));
        onUpdated(updated);
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t(editing === undefined ? 'device.add' : 'device.edit')}
      onCancel={onClose}
      onOk={() => void save().catch(() => undefined)}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: saving, disabled: loading }}
      destroyOnHidden
      maskClosable={false}
      width={760}
    >
      <Spin spinning={loading}>
        <Form form={form} name="device" layout="vertical" requiredMark>
          <DeviceFormFields form={form} />
        </Form>
      </Spin>
    </Modal>
  );
}

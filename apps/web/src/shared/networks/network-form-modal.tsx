import type { DeviceDetail } from '@lamplighter/contract';
import { App, Form, type FormInstance, Modal, Spin } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NetworkInput } from './network-types';

/** The device fields both forms carry (the contract's gateway and controller fields). */
const DEVICE_FIELDS = [
  'devicecode',
  'devicename',
  'projectid',
  'groupid',
  'serialnumber',
  'communicationtype',
  'longitude',
  'latitude',
  'polenumber',
  'model',
  'firmwareversion',
  'remark',
] as const;

/**
 * Every field the form shows is sent, a cleared one as '' so that an update clears it; a field
 * left out would keep its stored value.
 */
function deviceInputOf(values: Record<string, unknown>): NetworkInput {
  return Object.fromEntries(
    DEVICE_FIELDS.filter((key) => key in values).map((key) => [key, values[key] ?? '']),
  );
}

export interface FamilyForm<D extends DeviceDetail> {
  /** The family's own values of a new one (mode, no lights, no circuits). */
  initial: Record<string, unknown>;
  /** The family's own values of an existing one, from its detail. */
  valuesOf: (detail: D) => Record<string, unknown>;
  /** The family's own part of what is sent. */
  inputOf: (values: Record<string, unknown>) => NetworkInput;
  calls: {
    add: (input: NetworkInput) => Promise<{ data: { device: DeviceDetail; token: string } }>;
    update: (input: NetworkInput) => Promise<unknown>;
  };
  /** The lights offered are the project's: another project lets go of those chosen. */
  onProjectChange: (form: FormInstance) => void;
}

/**
 * Adds (`editing` undefined) or changes a gateway or loop controller. A new one's answer carries
 * its access token, handed to `onAdded` to be shown once. `children` draws the family's fields.
 */
export function NetworkFormModal<D extends DeviceDetail>({
  open,
  editing,
  title,
  family,
  detail,
  loading,
  onClose,
  onAdded,
  onUpdated,
  children,
}: {
  open: boolean;
  editing: number | undefined;
  title: string;
  family: FamilyForm<D>;
  /** The one being changed, once loaded. */
  detail: D | undefined;
  loading: boolean;
  onClose: () => void;
  onAdded: (added: { device: DeviceDetail; token: string }) => void;
  onUpdated: () => void;
  children: (form: FormInstance, detail: D | undefined) => ReactNode;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const shown = editing === undefined ? undefined : detail;
  const { initial, valuesOf } = family;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing === undefined) form.setFieldsValue(initial);
    else if (shown)
      form.setFieldsValue({
        ...shown,
        // Empty means none chosen: the selects show their placeholder.
        groupid: shown.groupid ?? undefined,
        communicationtype: shown.communicationtype || undefined,
        ...valuesOf(shown),
      });
  }, [open, editing, shown, initial, valuesOf, form]);

  async function save() {
    const values = await form.validateFields();
    const input = { ...deviceInputOf(values), ...family.inputOf(values) };
    setSaving(true);
    try {
      if (editing === undefined) {
        const { data } = await family.calls.add(input);
        message.success(t('success.created'));
        onAdded(data);
      } else {
        await family.calls.update({ id: editing, ...input });
        message.success(t('success.updated'));
        onUpdated();
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={() => void save().catch(() => undefined)}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: saving, disabled: loading }}
      destroyOnHidden
      maskClosable={false}
      width={820}
    >
      <Spin spinning={loading}>
        <Form
          form={form}
          layout="vertical"
          requiredMark
          onValuesChange={(changed) => {
            if ('projectid' in changed) family.onProjectChange(form);
          }}
        >
          {children(form, shown)}
        </Form>
      </Spin>
    </Modal>
  );
}

import type { AfterSale } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Form, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterSaleDraftQuery, useAfterSaleWrites } from '../api/after-sales';
import { AttachmentDropzone } from './attachment-dropzone';
import { TicketFormFields, type TicketSubject } from './ticket-form-fields';
import { useHeldFiles } from './use-held-files';

interface FormValues {
  subject: TicketSubject;
  deviceid?: number;
  projectid?: number;
  description: string;
  type: AfterSale['type'];
  priority: AfterSale['priority'];
  faultreason?: string;
  remark?: string;
}

/** What the form opens for: a ticket to change, or a new one, for a device when one is named. */
export type TicketFormTarget = { editing: AfterSale } | { deviceId?: number | undefined };

function initialValues(target: TicketFormTarget): Partial<FormValues> {
  if ('editing' in target) return target.editing;
  return { subject: 'device', deviceid: target.deviceId, type: 'deviceFault', priority: 'medium' };
}

/**
 * Opens a ticket or changes an open one. Choosing a device fills in its project, its warnings since
 * the last completed ticket and their reasons. Files chosen are sent once the ticket exists; one
 * the server refuses stays in the list with why, and OK again sends it to the same ticket.
 */
export function TicketFormModal({
  target,
  onClose,
  onSaved,
}: {
  target: TicketFormTarget | undefined;
  onClose: () => void;
  onSaved: (id: number) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const writes = useAfterSaleWrites();
  const held = useHeldFiles();
  const [saving, setSaving] = useState(false);
  // The ticket once created: a retry after a refused file attaches to it instead of opening another.
  const [createdId, setCreatedId] = useState<number>();
  const editing = target && 'editing' in target ? target.editing : undefined;
  const isNew = editing === undefined;
  const deviceId: number | undefined = Form.useWatch('deviceid', form);
  const subject: TicketSubject | undefined = Form.useWatch('subject', form);
  const draft = useQuery({
    ...afterSaleDraftQuery(deviceId ?? 0),
    enabled: target !== undefined && isNew && subject === 'device' && deviceId !== undefined,
  });
  const { reset } = held;

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    form.setFieldsValue(initialValues(target));
    reset();
    setCreatedId(undefined);
  }, [target, form, reset]);

  useEffect(() => {
    if (draft.data)
      form.setFieldsValue({
        projectid: draft.data.projectId ?? undefined,
        faultreason: draft.data.faultReason,
      });
  }, [draft.data, form]);

  async function save() {
    const values = await form.validateFields();
    const fields = {
      description: values.description,
      type: values.type,
      priority: values.priority,
      remark: values.remark ?? '',
      faultreason: values.faultreason ?? '',
    };
    setSaving(true);
    try {
      let id = editing?.id ?? createdId;
      if (id === undefined) {
        const subjectOf =
          values.subject === 'device' ? { deviceid: values.deviceid } : { projectid: values.projectid };
        id = (await writes.add.mutateAsync({ ...subjectOf, ...fields })).id;
        setCreatedId(id);
      } else {
        await writes.update.mutateAsync({ id, ...fields });
      }
      if (!(await held.sendTo(id))) return;
      message.success(t(isNew ? 'success.created' : 'success.updated'));
      onSaved(id);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={target !== undefined}
      title={t(isNew ? 'ticket.add' : 'ticket.edit')}
      onCancel={onClose}
      onOk={() => void save().catch(() => undefined)}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: saving }}
      destroyOnHidden
      maskClosable={false}
      width={720}
    >
      {editing && (
        <Typography.Paragraph type="secondary">
          {[editing.aftersaleCode, editing.deviceCode, editing.deviceName, editing.projectName]
            .filter(Boolean)
            .join(' · ')}
        </Typography.Paragraph>
      )}
      {isNew && subject === 'device' && draft.data && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('ticket.draftHint', { count: draft.data.faultCount })}
        />
      )}
      <Form form={form} name="ticket" layout="vertical" requiredMark>
        <TicketFormFields
          form={form}
          isNew={isNew}
          knownDevice={
            draft.data && {
              id: draft.data.deviceId,
              code: draft.data.deviceCode,
              name: draft.data.deviceName,
            }
          }
        />
        <Form.Item label={t('ticket.attachments')}>
          <AttachmentDropzone held={held} attached={editing?.attachments ?? 0} disabled={saving} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

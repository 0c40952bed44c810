import type { Manufacturer } from '@lamplighter/contract';
import { Col, Form, Input, Modal, Row } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManufacturerInput } from '../api/manufacturers';
import { MakerAccountField } from './maker-account-field';

interface ManufacturerValues {
  name: string;
  code?: string;
  contact?: string;
  phone?: string;
  address?: string;
  remark?: string;
  accountid?: number | null;
}

/** A new manufacturer or a change of one, with the account that registers its devices. */
export function ManufacturerFormModal({
  manufacturer,
  open,
  onClose,
  onSubmit,
}: {
  manufacturer: Manufacturer | undefined;
  open: boolean;
  onClose: () => void;
  onSubmit: (input: ManufacturerInput) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ManufacturerValues>();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (manufacturer)
      form.setFieldsValue({ ...manufacturer, accountid: manufacturer.accountid ?? undefined });
  }, [open, manufacturer, form]);

  async function save() {
    const values = await form.validateFields();
    await onSubmit({
      name: values.name,
      code: values.code ?? '',
      contact: values.contact ?? '',
      phone: values.phone ?? '',
      address: values.address ?? '',
      remark: values.remark ?? '',
      // Sent empty when cleared, so that a change can unlink the account.
      accountid: values.accountid ?? '',
    });
  }

  return (
    <Modal
      open={open}
      title={t(manufacturer ? 'manufacturer.edit' : 'manufacturer.add')}
      onCancel={onClose}
      onOk={() => void save().catch(() => undefined)}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      destroyOnHidden
      width={600}
    >
      <Form form={form} name="manufacturer" layout="vertical" requiredMark>
        <Row gutter={12}>
          <Col span={16}>
            <Form.Item
              name="name"
              label={t('manufacturer.name')}
              rules={[
                { required: true, whitespace: true, message: t('validation.manufacturerName') },
                { max: 100 },
              ]}
            >
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="code"
              label={t('manufacturer.code')}
              tooltip={t('manufacturer.codeHint')}
              rules={[{ max: 32 }]}
            >
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="contact" label={t('manufacturer.contact')} rules={[{ max: 50 }]}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="phone" label={t('manufacturer.phone')} rules={[{ max: 32 }]}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="address" label={t('manufacturer.address')} rules={[{ max: 200 }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <MakerAccountField />
        <Form.Item name="remark" label={t('manufacturer.remark')} rules={[{ max: 500 }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { DEVICE_CODE_PATTERN, type FactoryDevice } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Col, DatePicker, Form, Input, Modal, Row, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceTypesQuery } from '../../../shared/inventory/inventory-queries';
import { type FactoryDeviceInput, factoryManufacturersQuery } from '../api/factory-devices';
import { generateVerifyCode } from './verify-code';

type FactoryDeviceValues = Omit<FactoryDeviceInput, 'id' | 'model' | 'productiondate'> & {
  model?: string;
  productiondate?: string;
};

/** Keeps the form value as the contract's `YYYY-MM-DD` text. */
const dateItem = {
  getValueProps: (value: string | undefined) => ({ value: value ? dayjs(value) : undefined }),
  normalize: (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : undefined),
};

/**
 * Registers a device as built (number, verification code, type, model, production date) or
 * changes one not yet bound. The manufacturer is asked for only when the account registers for
 * several; with one, the server takes it.
 */
export function FactoryDeviceFormModal({
  device,
  open,
  onClose,
  onSubmit,
}: {
  device: FactoryDevice | undefined;
  open: boolean;
  onClose: () => void;
  onSubmit: (input: FactoryDeviceInput) => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<FactoryDeviceValues>();
  const types = useQuery(deviceTypesQuery(i18n.language));
  const manufacturers = useQuery(factoryManufacturersQuery);
  const choosesManufacturer = (manufacturers.data?.length ?? 0) > 1;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      device
        ? { ...device, productiondate: device.productiondate ?? undefined }
        : { verifycode: generateVerifyCode() },
    );
  }, [open, device, form]);

  async function save() {
    const values = await form.validateFields();
    await onSubmit({
      ...(device ? { id: device.id } : {}),
      devicecode: values.devicecode,
      verifycode: values.verifycode,
      devicetype: values.devicetype,
      model: values.model ?? '',
      productiondate: values.productiondate ?? '',
      manufacturerid: values.manufacturerid,
    });
  }

  return (
    <Modal
      open={open}
      title={t(device ? 'factory.edit' : 'factory.add')}
      onCancel={onClose}
      onOk={() => void save().catch(() => undefined)}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      destroyOnHidden
      width={600}
    >
      <Form form={form} name="factoryDevice" layout="vertical" requiredMark>
        {choosesManufacturer && (
          <Form.Item
            name="manufacturerid"
            label={t('factory.manufacturer')}
            rules={[{ required: true, message: t('validation.selectManufacturer') }]}
          >
            <Select
              showSearch
              optionFilterProp="label"
              placeholder={t('validation.selectManufacturer')}
              options={(manufacturers.data ?? []).map((option) => ({ value: option.id, label: option.name }))}
            />
          </Form.Item>
        )}
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item
              name="devicecode"
              label={t('factory.code')}
              rules={[
                { required: true, whitespace: true, message: t('validation.deviceCode') },
                { pattern: DEVICE_CODE_PATTERN, message: t('validation.deviceCodeFormat') },
              ]}
            >
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label={t('factory.verifyCode')}
              tooltip={t('factory.verifyCodeHint')}
              htmlFor="factoryDevice_verifycode"
              required
            >
              <Space.Compact style={{ width: '100%' }}>
                <Form.Item
                  name="verifycode"
                  noStyle
                  rules={[
                    { required: true, whitespace: true, message: t('validation.verifyCode') },
                    { min: 4, max: 32, message: t('factory.verifyCodeLength') },
                  ]}
                >
                  <Input autoComplete="off" style={{ fontFamily: 'monospace' }} />
                </Form.Item>
                <Button onClick={() => form.setFieldValue('verifycode', generateVerifyCode())}>
                  {t('factory.generate')}
                </Button>
              </Space.Compact>
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item
              name="devicetype"
              label={t('factory.type')}
              rules={[{ required: true, message: t('validation.selectDeviceType') }]}
            >
              <Select
                loading={types.isLoading}
                placeholder={t('validation.selectDeviceType')}
                options={(types.data ?? []).map((type) => ({
                  value: type.devicetypeid,
                  label: type.devicetypename,
                }))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="model" label={t('factory.model')} rules={[{ max: 64 }]}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="productiondate" label={t('factory.productionDate')} {...dateItem}>
          <DatePicker style={{ width: '100%' }} placeholder={t('factory.pickDate')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

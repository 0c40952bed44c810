import type { Brand } from '@lamplighter/contract';
import { ColorPicker, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

interface BrandForm {
  title_zh: string;
  title_en: string;
  color: string | { toHexString(): string };
}

export function BrandFormModal({
  brand,
  onClose,
  onSubmit,
}: {
  brand: Brand | undefined;
  onClose: () => void;
  onSubmit: (input: Pick<Brand, 'key' | 'title_zh' | 'title_en' | 'color'>) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<BrandForm>();
  useEffect(() => {
    if (brand)
      form.setFieldsValue({ title_zh: brand.title_zh, title_en: brand.title_en, color: brand.color });
  }, [brand, form]);

  async function save() {
    if (!brand) return;
    const values = await form.validateFields();
    const color = typeof values.color === 'string' ? values.color : values.color.toHexString();
    await onSubmit({
      key: brand.key,
      title_zh: values.title_zh.trim(),
      title_en: values.title_en.trim(),
      color,
    });
  }

  return (
    <Modal
      open={brand !== undefined}
      title={`${t('brand.edit')} · ${brand?.key ?? ''}`}
      onCancel={onClose}
      onOk={() => void save().catch(() => undefined)}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="title_zh"
          label={t('brand.titleZh')}
          rules={[{ required: true, whitespace: true, max: 60 }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="title_en"
          label={t('brand.titleEn')}
          rules={[{ required: true, whitespace: true, max: 60 }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="color" label={t('brand.color')}>
          <ColorPicker disabledAlpha showText format="hex" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

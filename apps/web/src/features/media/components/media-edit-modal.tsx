import { MEDIA_FOLDER_MAX_LENGTH, MEDIA_NAME_MAX_LENGTH, type MediaFile } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaFoldersQuery } from '../api/media';

interface MediaValues {
  name: string;
  folder?: string;
}

/** Renames a file, or moves it to another folder (one of those there are, or a new one). */
export function MediaEditModal({
  file,
  onClose,
  onSubmit,
}: {
  file: MediaFile | undefined;
  onClose: () => void;
  onSubmit: (values: { id: number; name: string; folder: string }) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<MediaValues>();
  const folders = useQuery({ ...mediaFoldersQuery, enabled: file !== undefined });

  useEffect(() => {
    if (file) form.setFieldsValue({ name: file.name, folder: file.folder });
  }, [file, form]);

  async function save() {
    if (!file) return;
    const values = await form.validateFields();
    await onSubmit({ id: file.id, name: values.name.trim(), folder: (values.folder ?? '').trim() });
  }

  return (
    <Modal
      open={file !== undefined}
      title={t('media.edit')}
      onCancel={onClose}
      onOk={() => void save().catch(() => undefined)}
      okText={t('common.ok')}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="name"
          label={t('media.name')}
          rules={[{ required: true, whitespace: true, message: t('media.nameRequired') }]}
        >
          <Input maxLength={MEDIA_NAME_MAX_LENGTH} />
        </Form.Item>
        <Form.Item name="folder" label={t('media.folder')} extra={t('media.folder.hint')}>
          <AutoComplete
            maxLength={MEDIA_FOLDER_MAX_LENGTH}
            allowClear
            options={(folders.data ?? [])
              .filter((entry) => entry.folder !== '')
              .map((entry) => ({ value: entry.folder }))}
            filterOption={(typed, option) =>
              String(option?.value).toLowerCase().includes(typed.toLowerCase())
            }
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

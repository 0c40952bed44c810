import type { CameraItem, CameraSettings } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Form, Input, Modal, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { showRefusedFields } from '../../../shared/api/refused-fields';
import { cameraSettingsQuery, useCameraUpdate } from '../api/cameras';

type Values = Omit<CameraSettings, 'id' | 'ptz'> & { ptz: boolean };

const ADDRESSES = [
  { name: 'streamurl', placeholder: 'https://camera.example/live/index.m3u8' },
  { name: 'rtspurl', placeholder: 'rtsp://user:password@192.168.1.64:554/stream1' },
  { name: 'whepurl', placeholder: 'https://camera.example/live/whep' },
  { name: 'snapshoturl', placeholder: 'https://camera.example/snapshot.jpg' },
] as const;

/**
 * A camera's addresses and PTZ support, for those who may change devices. Left empty, an address
 * is cleared. The server checks each address; what it refuses shows under its field.
 */
export function CameraSettingsModal({
  camera,
  onClose,
}: {
  camera: CameraItem | undefined;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const settings = useQuery({ ...cameraSettingsQuery(camera?.id ?? 0), enabled: camera !== undefined });
  const update = useCameraUpdate();

  async function save() {
    if (!camera) return;
    const values = await form.validateFields();
    try {
      await update.mutateAsync({ ...values, id: camera.id, ptz: values.ptz ? 1 : 0 });
    } catch (error) {
      showRefusedFields(form, error, i18n.language === 'zh' ? 'zh' : 'en');
      return;
    }
    message.success(t('success.updated'));
    onClose();
  }

  return (
    <Modal
      open={camera !== undefined}
      title={camera && t('video.settings.title', { name: camera.devicename })}
      onCancel={onClose}
      onOk={() => void save().catch(() => undefined)}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: update.isPending, disabled: !settings.data }}
      loading={settings.isLoading}
      destroyOnHidden
      maskClosable={false}
      width={600}
    >
      {settings.data && (
        <Form
          form={form}
          name="camera-settings"
          layout="vertical"
          autoComplete="off"
          initialValues={{ ...settings.data, ptz: settings.data.ptz === 1 }}
        >
          {ADDRESSES.map(({ name, placeholder }) => (
            <Form.Item
              key={name}
              name={name}
              label={t(`video.settings.${name}`)}
              extra={t(`video.settings.${name}Hint`)}
            >
              <Input placeholder={placeholder} spellCheck={false} />
            </Form.Item>
          ))}
          <Form.Item name="ptz" label={t('video.settings.ptz')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import type { UserInfo } from '@lamplighter/contract';
import { App, Avatar, Button, Card, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAvatar } from '../../../shared/hooks/use-avatar';
import { useProfileWrites } from '../api/profile';

const ACCEPTED = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const MAX_BYTES = 2 * 1024 * 1024;

export function AvatarCard({ info }: { info: UserInfo }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { uploadAvatar } = useProfileWrites();
  const avatar = useAvatar(info.headurl);

  return (
    <Card title={t('profile.avatar')}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap' }}>
        <Avatar size={96} src={avatar.src} onError={avatar.onError} icon={<UserOutlined />} />
        <div>
          <Upload
            accept={ACCEPTED.join(',')}
            showUploadList={false}
            beforeUpload={(file) => {
              if (!ACCEPTED.includes(file.type)) {
                message.error(t('error.notImage'));
                return Upload.LIST_IGNORE;
              }
              if (file.size > MAX_BYTES) {
                message.error(t('error.fileTooLarge'));
                return Upload.LIST_IGNORE;
              }
              return true;
            }}
            customRequest={({ file, onSuccess, onError }) => {
              uploadAvatar
                .mutateAsync({ file: file as Blob })
                .then(() => {
                  message.success(t('profile.uploaded'));
                  onSuccess?.(null);
                })
                .catch((error: Error) => onError?.(error));
            }}
          >
            <Button icon={<UploadOutlined />}>{t('profile.uploadAvatar')}</Button>
          </Upload>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            {t('profile.avatarRule', { size: '2 MB' })}
          </Typography.Paragraph>
        </div>
      </div>
    </Card>
  );
}

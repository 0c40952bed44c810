import { CheckCircleFilled, CloseCircleFilled, InboxOutlined, InfoCircleFilled } from '@ant-design/icons';
import { Button, Flex, Progress, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { MEDIA_ACCEPT } from '../lib/media-facts';
import type { MediaUpload } from './use-media-uploads';

function UploadRow({ upload }: { upload: MediaUpload }) {
  const { t } = useTranslation();
  const said =
    upload.state === 'refused'
      ? upload.reason
      : upload.state === 'duplicate'
        ? t('media.upload.duplicate', { name: upload.heldAs })
        : upload.state === 'added'
          ? t('media.upload.added')
          : upload.state === 'waiting'
            ? t('media.upload.waiting')
            : undefined;
  return (
    <li className={`media-upload-row is-${upload.state}`}>
      {upload.state === 'added' && <CheckCircleFilled className="media-upload-row__icon" />}
      {upload.state === 'duplicate' && <InfoCircleFilled className="media-upload-row__icon" />}
      {upload.state === 'refused' && <CloseCircleFilled className="media-upload-row__icon" />}
      <Typography.Text className="media-upload-row__name" ellipsis={{ tooltip: upload.name }}>
        {upload.name}
      </Typography.Text>
      {upload.state === 'sending' ? (
        <Progress className="media-upload-row__progress" percent={upload.percent} size="small" />
      ) : (
        <Typography.Text
          className="media-upload-row__said"
          type={upload.state === 'refused' ? 'danger' : 'secondary'}
        >
          {said}
        </Typography.Text>
      )}
    </li>
  );
}

/**
 * Where files are dropped or chosen for the library (several at once), with what became of each:
 * its progress, added, already in the library, or refused and why.
 */
export function MediaUploadPanel({
  folder,
  uploads,
  onFile,
  onClear,
}: {
  folder: string;
  uploads: MediaUpload[];
  onFile: (file: File & { uid: string }) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const finished = uploads.some((upload) => upload.state !== 'waiting' && upload.state !== 'sending');
  return (
    <div className="media-upload-panel">
      <Upload.Dragger
        multiple
        accept={MEDIA_ACCEPT}
        showUploadList={false}
        beforeUpload={(file) => {
          onFile(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <Typography.Text>{t('media.upload.drop')}</Typography.Text>
        <br />
        <Typography.Text type="secondary">
          {folder ? t('media.upload.intoFolder', { folder }) : t('media.upload.rule')}
        </Typography.Text>
      </Upload.Dragger>
      {uploads.length > 0 && (
        <Flex vertical gap={4} className="media-upload-list">
          <ul aria-label={t('media.upload.list')}>
            {uploads.map((upload) => (
              <UploadRow key={upload.uid} upload={upload} />
            ))}
          </ul>
          {finished && (
            <Button size="small" type="link" onClick={onClear} className="media-upload-list__clear">
              {t('media.upload.clear')}
            </Button>
          )}
        </Flex>
      )}
    </div>
  );
}

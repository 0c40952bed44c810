import type { MediaFile } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { fileSizeText } from '../../../shared/files/file-size';
import { formatTime } from '../../../shared/format';
import { durationText, resolutionText } from '../../../shared/media/media-facts';
import { mediaLinkQuery } from '../../../shared/media/media-queries';

/** The file itself in the browser's own player, by its signed address. */
function MediaPlayer({ file, url }: { file: MediaFile; url: string }) {
  const { t } = useTranslation();
  if (file.kind === 'image') return <img className="media-preview__image" src={url} alt={file.name} />;
  if (file.kind === 'video') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: the library's videos are the customer's own, without captions
      <video className="media-preview__video" src={url} controls preload="metadata" aria-label={file.name} />
    );
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: a sound of the library has no captions to give
    <audio
      className="media-preview__audio"
      src={url}
      controls
      preload="metadata"
      aria-label={t('media.preview.audio', { name: file.name })}
    />
  );
}

/** A file of the library shown or played, with what the platform read of it. */
export function MediaPreviewModal({ file, onClose }: { file: MediaFile | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const link = useQuery({ ...mediaLinkQuery(file?.id ?? 0), enabled: file !== undefined });
  return (
    <Modal
      open={file !== undefined}
      title={file?.name}
      footer={null}
      width={880}
      onCancel={onClose}
      destroyOnHidden
    >
      {file && (
        <div className="media-preview">
          <div className="media-preview__stage">
            {link.data ? (
              <MediaPlayer file={file} url={link.data.url} />
            ) : link.isError ? (
              <Alert type="error" showIcon message={(link.error as Error).message} />
            ) : (
              <Spin />
            )}
          </div>
          <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }}>
            <Descriptions.Item label={t('media.kind')}>{t(`media.kind.${file.kind}`)}</Descriptions.Item>
            <Descriptions.Item label={t('media.format')}>{file.format.toUpperCase()}</Descriptions.Item>
            <Descriptions.Item label={t('media.size')}>{fileSizeText(file.size)}</Descriptions.Item>
            <Descriptions.Item label={t('media.resolution')}>{resolutionText(file)}</Descriptions.Item>
            <Descriptions.Item label={t('media.duration')}>{durationText(file.duration)}</Descriptions.Item>
            <Descriptions.Item label={t('media.folder')}>
              {file.folder || t('media.folder.none')}
            </Descriptions.Item>
            <Descriptions.Item label={t('media.uploader')}>{file.uploader}</Descriptions.Item>
            <Descriptions.Item label={t('media.createtime')}>{formatTime(file.createtime)}</Descriptions.Item>
            <Descriptions.Item label={t('media.hash')}>
              <code className="media-preview__hash">{file.hash.slice(0, 16)}…</code>
            </Descriptions.Item>
          </Descriptions>
        </div>
      )}
    </Modal>
  );
}

import type { MediaFile } from '@lamplighter/contract';
import { Button, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { fileSizeText } from '../../../shared/files/file-size';
import { formatTime } from '../../../shared/format';
import { durationText, resolutionText } from '../../../shared/media/media-facts';
import { MediaThumbnail } from '../../../shared/media/media-thumbnail';
import { useEditDeleteColumn } from '../../../shared/table/edit-delete-column';

const KIND_COLOURS = { image: 'blue', video: 'purple', audio: 'gold' } as const;

/** The library's columns: the thumbnail and name open the preview; edit and delete by permission. */
export function useMediaColumns({
  onPreview,
  onEdit,
  onDelete,
  compact,
}: {
  onPreview: (file: MediaFile) => void;
  onEdit: (file: MediaFile) => void;
  onDelete: (file: MediaFile) => void;
  compact: boolean;
}): ColumnsType<MediaFile> {
  const { t } = useTranslation();
  const actions = useEditDeleteColumn<MediaFile>({
    keys: { update: 'media:update', delete: 'media:delete' },
    labels: { title: t('media.actions'), delete: t('media.delete') },
    handlersOf: (file) => ({ onEdit: () => onEdit(file), onDelete: () => onDelete(file) }),
    compact,
  });
  return [
    {
      title: t('media.thumbnail'),
      key: 'thumbnail',
      width: 96,
      render: (_, file) => <MediaThumbnail file={file} onOpen={() => onPreview(file)} />,
    },
    {
      title: t('media.name'),
      dataIndex: 'name',
      width: 240,
      ellipsis: true,
      render: (name: string, file) => (
        <Button type="link" className="media-name" onClick={() => onPreview(file)}>
          {name}
        </Button>
      ),
    },
    {
      title: t('media.kind'),
      dataIndex: 'kind',
      width: 90,
      render: (kind: MediaFile['kind'], file) => (
        <Tag color={KIND_COLOURS[kind]}>
          {t(`media.kind.${kind}`)} · {file.format.toUpperCase()}
        </Tag>
      ),
    },
    { title: t('media.size'), dataIndex: 'size', width: 90, align: 'right', render: fileSizeText },
    {
      title: t('media.resolution'),
      key: 'resolution',
      width: 120,
      render: (_, file) => resolutionText(file),
    },
    { title: t('media.duration'), dataIndex: 'duration', width: 90, align: 'right', render: durationText },
    {
      title: t('media.folder'),
      dataIndex: 'folder',
      width: 120,
      ellipsis: true,
      render: (folder: string) => folder || '--',
    },
    { title: t('media.uploader'), dataIndex: 'uploader', width: 120, ellipsis: true },
    { title: t('media.createtime'), dataIndex: 'createtime', width: 170, render: formatTime },
    ...actions,
  ];
}

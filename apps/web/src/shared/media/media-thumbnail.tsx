import { AudioOutlined, FileImageOutlined, VideoCameraOutlined } from '@ant-design/icons';
import type { MediaFile } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../files/use-object-url';
import { mediaThumbnailQuery } from './media-queries';
import './media-thumbnail.css';

const KIND_ICONS = {
  image: <FileImageOutlined />,
  video: <VideoCameraOutlined />,
  audio: <AudioOutlined />,
};

/**
 * A file's thumbnail in the library (fetched with the user's token), or the icon of its kind when
 * it has none (a sound, or a file whose picture could not be made). With `onOpen` it is a button
 * (that opens the preview, or picks the file).
 */
export function MediaThumbnail({
  file,
  onOpen,
}: {
  file: Pick<MediaFile, 'id' | 'name' | 'kind' | 'thumbnail'>;
  onOpen?: () => void;
}) {
  const { t } = useTranslation();
  const thumbnail = useQuery({ ...mediaThumbnailQuery(file.id), enabled: file.thumbnail === 1 });
  const url = useObjectUrl(thumbnail.isError ? undefined : thumbnail.data);
  const picture = url ? (
    <img src={url} alt={t('media.thumbnail.alt', { name: file.name })} />
  ) : (
    KIND_ICONS[file.kind]
  );
  if (!onOpen) return <span className={`media-thumbnail is-${file.kind}`}>{picture}</span>;
  return (
    <button
      type="button"
      className={`media-thumbnail is-${file.kind}`}
      aria-label={t('media.preview.open', { name: file.name })}
      onClick={(event) => {
        event.stopPropagation();
        onOpen();
      }}
    >
      {picture}
    </button>
  );
}

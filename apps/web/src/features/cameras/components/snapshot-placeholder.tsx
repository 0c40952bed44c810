import { PictureOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/**
 * Where a camera's still image will show: the platform does not fetch snapshots yet, so a camera
 * that has one shows the frame of its thumbnail with a picture sign, and one without shows '--'.
 */
export function SnapshotPlaceholder({ snapshot }: { snapshot: number }) {
  const { t } = useTranslation();
  if (snapshot !== 1) return <span>--</span>;
  const label = t('video.snapshotLater');
  return (
    <span className="camera-snapshot" role="img" aria-label={label} title={label}>
      <PictureOutlined />
    </span>
  );
}

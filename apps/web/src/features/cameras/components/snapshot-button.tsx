import { CameraOutlined } from '@ant-design/icons';
import { App, Button, Tooltip } from 'antd';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../shared/files/save-file';
import { snapshotFileName } from '../lib/snapshot-name';
import { hasFrame, videoFrame } from '../lib/video-frame';

/**
 * Saves the frame the user is looking at as a PNG named by the camera's number and the time
 * (`<code>-<yyyyMMdd-HHmmss>.png`): drawn from the playing <video> that `video` finds, so it is
 * exactly the picture on screen, taken without asking the camera or the server.
 */
export function SnapshotButton({
  code,
  video,
  withText = false,
}: {
  code: string;
  video: () => HTMLVideoElement | null | undefined;
  /** Said beside the icon (the player dialog); a tile's bar has room for the icon only. */
  withText?: boolean;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const label = t('video.takeSnapshot');

  async function take(event: MouseEvent) {
    // A tile takes a click as choosing it: this click is the button's alone.
    event.stopPropagation();
    const media = video();
    if (!hasFrame(media)) {
      message.warning(t('video.snapshotNotReady'));
      return;
    }
    try {
      saveFile(await videoFrame(media), snapshotFileName(code, new Date()));
    } catch {
      message.error(t('video.snapshotFailed'));
    }
  }

  return (
    <Tooltip title={withText ? undefined : label}>
      <Button
        type={withText ? 'default' : 'text'}
        size="small"
        icon={<CameraOutlined />}
        aria-label={withText ? undefined : label}
        onClick={take}
      >
        {withText ? label : undefined}
      </Button>
    </Tooltip>
  );
}

import { CameraOutlined } from '@ant-design/icons';
import { endpoints } from '@lamplighter/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Tooltip } from 'antd';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { upload } from '../../../shared/api/api';
import { domainKeys } from '../../../shared/api/query-keys';
import { usePermission } from '../../../shared/auth/permissions';
import { saveFile } from '../../../shared/files/save-file';
import { snapshotFileName } from '../lib/snapshot-name';
import { hasFrame, videoFrame } from '../lib/video-frame';

/**
 * Saves the frame the user is looking at as a PNG named by the camera's number and the time
 * (`<code>-<yyyyMMdd-HHmmss>.png`): drawn from the playing <video> that `video` finds, so it is
 * exactly the picture on screen, taken without asking the camera or the server. The browser
 * downloads it, and for a user who may upload it goes into the media library's snapshot folder.
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
  const queryClient = useQueryClient();
  const mayKeep = usePermission('media:upload');
  const label = t('video.takeSnapshot');

  async function keep(frame: Blob, name: string) {
    const folder = t('video.snapshotFolder');
    const file = new File([frame], name, { type: 'image/png' });
    try {
      await upload(endpoints.media.upload, { query: { folder }, body: { file } }, () => undefined, {
        silent: true,
      });
      message.success(t('video.snapshotKept', { folder }));
      await queryClient.invalidateQueries({ queryKey: domainKeys.media });
    } catch (error) {
      message.error(t('video.snapshotNotKept', { reason: (error as Error).message }));
    }
  }

  async function take(event: MouseEvent) {
    // A tile takes a click as choosing it: this click is the button's alone.
    event.stopPropagation();
    const media = video();
    if (!hasFrame(media)) {
      message.warning(t('video.snapshotNotReady'));
      return;
    }
    let frame: Blob;
    const name = snapshotFileName(code, new Date());
    try {
      frame = await videoFrame(media);
    } catch {
      message.error(t('video.snapshotFailed'));
      return;
    }
    saveFile(frame, name);
    if (mayKeep) await keep(frame, name);
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

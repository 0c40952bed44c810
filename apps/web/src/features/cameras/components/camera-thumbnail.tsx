import { EyeInvisibleOutlined, PictureOutlined, WarningOutlined } from '@ant-design/icons';
import type { CameraItem } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isMessageKey, RequestError } from '../../../shared/api/api-client';
import { useObjectUrl } from '../../../shared/files/use-object-url';
import { snapshotQuery } from '../api/snapshot';
import { useOnScreen } from './use-on-screen';

/** Whether the server can have a still image of the camera: its snapshot address, or a stream ffmpeg reads. */
const hasSource = (camera: CameraItem) =>
  camera.snapshot === 1 || camera.source === 'hls' || camera.source === 'rtsp';

/** Why the server gave no image, in the user's language: its own reason, or that it could not be asked. */
function reasonOf(error: unknown, t: TFunction): string {
  if (error instanceof RequestError && isMessageKey(error.ref.key)) return t(error.ref.key, error.ref.params);
  return t('video.thumbnail.failed');
}

/**
 * A camera's still image in the monitoring list, fetched with the user's token once its row is in
 * sight and renewed while it stays there; the address it is shown by goes with the image. Without
 * one, an icon says whether the camera has nothing to show or why it failed, its tooltip the
 * reason. Clicked, it opens the camera's live picture.
 */
export function CameraThumbnail({ camera, onOpen }: { camera: CameraItem; onOpen: () => void }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLButtonElement>(null);
  const onScreen = useOnScreen(frame, false);
  const possible = hasSource(camera);
  const snapshot = useQuery({ ...snapshotQuery(camera.id), enabled: possible && onScreen });
  const url = useObjectUrl(snapshot.isError ? undefined : snapshot.data);

  const state = !possible ? 'none' : snapshot.isError ? 'failed' : url ? 'shown' : 'waiting';
  const reason =
    state === 'none'
      ? t('video.thumbnail.none')
      : state === 'failed'
        ? reasonOf(snapshot.error, t)
        : undefined;
  const name = camera.devicename || camera.devicecode;

  return (
    <Tooltip title={reason}>
      <button
        ref={frame}
        type="button"
        className={`camera-thumbnail is-${state}`}
        aria-label={reason ? `${name}: ${reason}` : t('video.thumbnail.open', { name })}
        onClick={(event) => {
          // The row opens the player too: once is enough.
          event.stopPropagation();
          onOpen();
        }}
      >
        {state === 'shown' && (
          <img className="camera-thumbnail__image" src={url} alt={t('video.thumbnail.alt', { name })} />
        )}
        {state === 'none' && <EyeInvisibleOutlined />}
        {state === 'failed' && <WarningOutlined />}
        {state === 'waiting' && <PictureOutlined />}
      </button>
    </Tooltip>
  );
}

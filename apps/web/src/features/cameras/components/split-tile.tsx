import { CloseOutlined, FullscreenOutlined, PlusOutlined } from '@ant-design/icons';
import type { CameraItem } from '@lamplighter/contract';
import { Button, Tooltip } from 'antd';
import { type MouseEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RunStateTag } from '../../../shared/inventory/run-state-tag';
import { carriesCamera, droppedCamera, startCameraDrag } from './camera-drag';
import { CameraPlayer } from './camera-player';
import { PtzControls } from './ptz-controls';
import { SnapshotButton } from './snapshot-button';

/** The tile alone on the screen, or back in its grid. */
function toggleFullscreen(tile: HTMLElement | null) {
  if (document.fullscreenElement) void document.exitFullscreen();
  else void tile?.requestFullscreen().catch(() => undefined);
}

const only = (act: () => void) => (event: MouseEvent) => {
  event.stopPropagation();
  act();
};

/**
 * One tile of the split screen: empty, or a camera's live picture with its name, state, a
 * snapshot of what it shows, full screen (also by double-click) and close. A camera dropped on it
 * shows here; clicking it chooses it as where the next camera picked in the tree goes.
 */
export function SplitTile({
  index,
  cameraId,
  camera,
  chosen,
  onChoose,
  onPlace,
  onClear,
}: {
  index: number;
  cameraId: number | null;
  /** Undefined while the cameras load, or for a camera the user no longer sees. */
  camera: CameraItem | undefined;
  chosen: boolean;
  onChoose: () => void;
  onPlace: (cameraId: number) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const tile = useRef<HTMLDivElement>(null);
  const [dragOver, setDragOver] = useState(false);
  const number = index + 1;
  const name = camera?.devicename ?? t('video.split.unknownCamera');

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping and double-clicking are shortcuts; the buttons inside do the same by keyboard
    // biome-ignore lint/a11y/useKeyWithClickEvents: the tile's own button chooses it by keyboard
    <div
      ref={tile}
      className={`split-tile${chosen ? ' is-chosen' : ''}${dragOver ? ' is-drag-over' : ''}`}
      data-tile={index}
      data-camera={cameraId ?? undefined}
      onClick={onChoose}
      onDoubleClick={() => cameraId !== null && toggleFullscreen(tile.current)}
      onDragOver={(event) => {
        if (!carriesCamera(event)) return;
        event.preventDefault();
        setDragOver(true);
      }}
      onDragLeave={() => setDragOver(false)}
      onDrop={(event) => {
        setDragOver(false);
        const dropped = droppedCamera(event);
        if (dropped === undefined) return;
        event.preventDefault();
        onPlace(dropped);
      }}
    >
      {cameraId === null ? (
        <button type="button" className="split-tile__empty" aria-pressed={chosen} onClick={only(onChoose)}>
          <PlusOutlined />
          <span>{t('video.split.emptyTile', { number })}</span>
        </button>
      ) : (
        <>
          {camera && <CameraPlayer key={cameraId} cameraId={cameraId} label={name} />}
          <div className="split-tile__bar">
            <button
              type="button"
              className="split-tile__name"
              aria-pressed={chosen}
              title={t('video.split.tileOf', { number, name })}
              draggable
              onDragStart={(event) => startCameraDrag(event, cameraId)}
              onClick={only(onChoose)}
            >
              {name}
            </button>
            {camera && <RunStateTag state={camera.runstate} />}
            {camera && (
              <SnapshotButton code={camera.devicecode} video={() => tile.current?.querySelector('video')} />
            )}
            <Tooltip title={t('video.split.fullScreen')}>
              <Button
                type="text"
                size="small"
                icon={<FullscreenOutlined />}
                aria-label={t('video.split.fullScreen')}
                onClick={only(() => toggleFullscreen(tile.current))}
              />
            </Tooltip>
            <Tooltip title={t('video.split.close')}>
              <Button
                type="text"
                size="small"
                icon={<CloseOutlined />}
                aria-label={t('video.split.close')}
                onClick={only(onClear)}
              />
            </Tooltip>
          </div>
          {camera?.ptz === 1 && <PtzControls cameraId={cameraId} name={name} />}
        </>
      )}
    </div>
  );
}

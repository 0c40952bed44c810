import type { CameraItem } from '@lamplighter/contract';
import { Flex, Modal, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RunStateTag } from '../../../shared/inventory/run-state-tag';
import { cameraLabel } from '../lib/camera-label';
import { CameraPlayer } from './camera-player';
import { PtzControls } from './ptz-controls';
import { SnapshotButton } from './snapshot-button';
import { SourceTag } from './source-tag';

/**
 * One camera's live picture in a dialog, with a button that saves the frame on screen; the player
 * goes when the dialog closes.
 */
export function PlayerModal({ camera, onClose }: { camera: CameraItem | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const picture = useRef<HTMLDivElement>(null);
  return (
    <Modal
      open={camera !== undefined}
      title={camera && cameraLabel(camera)}
      footer={null}
      width={960}
      destroyOnHidden
      onCancel={onClose}
    >
      {camera && (
        <Flex vertical gap={12} ref={picture}>
          <CameraPlayer cameraId={camera.id} label={camera.devicename} />
          <Flex wrap gap={8} align="center">
            <SourceTag source={camera.source} />
            {camera.runstate !== null && <RunStateTag state={camera.runstate} />}
            <Typography.Text type="secondary">{t(`video.sourceNote.${camera.source}`)}</Typography.Text>
            <SnapshotButton
              code={camera.devicecode}
              video={() => picture.current?.querySelector('video')}
              withText
            />
          </Flex>
          {camera.ptz === 1 && <PtzControls cameraId={camera.id} name={camera.devicename} />}
        </Flex>
      )}
    </Modal>
  );
}

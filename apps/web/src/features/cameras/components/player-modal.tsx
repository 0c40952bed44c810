import type { CameraItem } from '@lamplighter/contract';
import { Flex, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RunStateTag } from '../../../shared/inventory/run-state-tag';
import { cameraLabel } from '../lib/camera-label';
import { CameraPlayer } from './camera-player';
import { SourceTag } from './source-tag';

/** One camera's live picture in a dialog; the player goes when the dialog closes. */
export function PlayerModal({ camera, onClose }: { camera: CameraItem | undefined; onClose: () => void }) {
  const { t } = useTranslation();
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
        <Flex vertical gap={12}>
          <CameraPlayer cameraId={camera.id} label={camera.devicename} />
          <Flex wrap gap={8} align="center">
            <SourceTag source={camera.source} />
            {camera.runstate !== null && <RunStateTag state={camera.runstate} />}
            <Typography.Text type="secondary">{t(`video.sourceNote.${camera.source}`)}</Typography.Text>
          </Flex>
        </Flex>
      )}
    </Modal>
  );
}

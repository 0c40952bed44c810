import { Flex, InputNumber, Modal, Slider } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The volume of screens, 0 to 100, on a slider and as a number; each opening starts from `start`. */
export function VolumeModal({
  start,
  busy,
  onSend,
  onCancel,
}: {
  start: number;
  busy: boolean;
  onSend: (volume: number) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [volume, setVolume] = useState(start);
  const label = t('ledScreen.volume');
  return (
    <Modal
      open
      title={t('ledScreen.volume.title')}
      okText={t('ledScreen.send')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => onSend(volume)}
      onCancel={onCancel}
    >
      <Flex gap={12} align="center">
        <Slider
          min={0}
          max={100}
          value={volume}
          onChange={setVolume}
          style={{ flex: 1 }}
          ariaLabelForHandle={label}
        />
        <InputNumber
          min={0}
          max={100}
          precision={0}
          value={volume}
          onChange={(value) => setVolume(value ?? 0)}
          aria-label={label}
          style={{ width: 96 }}
        />
      </Flex>
    </Modal>
  );
}

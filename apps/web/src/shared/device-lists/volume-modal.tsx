import { Flex, InputNumber, Modal, Slider } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The volume of screens or loudspeakers, 0 to 100, on a slider and as a number; each opening starts from `start`. */
export function VolumeModal({
  title,
  start,
  busy,
  onSend,
  onCancel,
}: {
  title: string;
  start: number;
  busy: boolean;
  onSend: (volume: number) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [volume, setVolume] = useState(start);
  const label = t('deviceList.volume');
  return (
    <Modal
      open
      title={title}
      okText={t('deviceList.send')}
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

import type { MediaFile } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { Empty, Input, Modal, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { durationText, resolutionText } from '../../../shared/media/media-facts';
import { MediaThumbnail } from '../../../shared/media/media-thumbnail';
import { playableMediaQuery } from '../api/programs';

/** Picks an image or a video of the library for a region; sounds are not offered. */
export function MediaPickerModal({
  open,
  onPick,
  onClose,
}: {
  open: boolean;
  onPick: (file: MediaFile) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const files = useQuery({ ...playableMediaQuery(keyword), enabled: open });
  return (
    <Modal open={open} title={t('program.picker.title')} footer={null} width={760} onCancel={onClose}>
      <Input.Search
        allowClear
        placeholder={t('program.picker.keyword')}
        aria-label={t('program.picker.keyword')}
        onSearch={(value) => setKeyword(value.trim())}
        style={{ maxWidth: 320, marginBottom: 12 }}
      />
      {files.isPending ? (
        <Spin />
      ) : (files.data ?? []).length === 0 ? (
        <Empty description={t('program.picker.empty')} />
      ) : (
        <ul className="program-picker">
          {(files.data ?? []).map((file) => (
            <li key={file.id}>
              <MediaThumbnail file={file} onOpen={() => onPick(file)} />
              <button type="button" className="program-picker__name" onClick={() => onPick(file)}>
                {file.name}
              </button>
              <span className="program-picker__facts">
                {t(`program.kind.${file.kind}`)} · {resolutionText(file)}
                {file.kind === 'video' ? ` · ${durationText(file.duration)}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}

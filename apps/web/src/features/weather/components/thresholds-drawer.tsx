import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '../../../shared/hooks/use-confirm-delete';
import { thresholdsQuery, useThresholdWrites } from '../api/thresholds';
import { LoadFailed } from './load-failed';
import { type ThresholdEditing, ThresholdFormModal } from './threshold-form-modal';
import { ThresholdTable } from './threshold-table';

/** The weather thresholds of the caller's projects, added, changed and removed in a form. */
export function ThresholdsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const thresholds = useQuery({ ...thresholdsQuery, enabled: open });
  const writes = useThresholdWrites();
  const confirmDelete = useConfirmDelete();
  const [editing, setEditing] = useState<ThresholdEditing>();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('meteo.threshold.title')}
      size="min(760px, 100vw)"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
          {t('meteo.threshold.add')}
        </Button>
      }
    >
      {thresholds.isError && !thresholds.data ? (
        <LoadFailed title={t('meteo.threshold.loadFailed')} onRetry={() => void thresholds.refetch()} />
      ) : (
        <ThresholdTable
          thresholds={thresholds.data ?? []}
          loading={thresholds.isFetching}
          onEdit={(threshold) => setEditing({ threshold })}
          onDelete={(threshold) => confirmDelete(() => writes.remove.mutateAsync({ id: threshold.id }))}
        />
      )}
      <ThresholdFormModal editing={editing} onClose={() => setEditing(undefined)} />
    </Drawer>
  );
}

import type { WeatherThreshold } from '@lamplighter/contract';
import { Empty, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEditDeleteColumn } from '../../../shared/table/edit-delete-column';
import { responsiveTable, usePhone } from '../../../shared/table/phone-table';
import { thresholdCondition, thresholdLamps } from './threshold-condition';

/** Every threshold of the caller's projects, changed and removed by those who may change projects. */
export function ThresholdTable({
  thresholds,
  loading,
  onEdit,
  onDelete,
}: {
  thresholds: WeatherThreshold[];
  loading: boolean;
  onEdit: (threshold: WeatherThreshold) => void;
  onDelete: (threshold: WeatherThreshold) => void;
}) {
  const { t } = useTranslation();
  const phone = usePhone();
  const actions = useEditDeleteColumn<WeatherThreshold>({
    keys: { update: 'project:update', delete: 'project:update' },
    labels: { title: t('meteo.threshold.actions'), delete: t('meteo.threshold.delete') },
    handlersOf: (threshold) => ({ onEdit: () => onEdit(threshold), onDelete: () => onDelete(threshold) }),
    compact: phone,
  });
  const columns: TableColumnsType<WeatherThreshold> = [
    { key: 'project', dataIndex: 'projectname', title: t('meteo.project') },
    {
      key: 'condition',
      title: t('meteo.threshold.condition'),
      render: (_, threshold) => thresholdCondition(t, threshold),
    },
    {
      key: 'when',
      title: t('meteo.threshold.when'),
      render: (_, threshold) =>
        threshold.night === 1 ? t('meteo.threshold.night') : t('meteo.threshold.allDay'),
    },
    {
      key: 'lamps',
      title: t('meteo.threshold.dimming'),
      render: (_, threshold) => thresholdLamps(t, threshold),
    },
    ...actions,
  ];
  return (
    <Table
      size="small"
      rowKey="id"
      dataSource={thresholds}
      loading={loading}
      pagination={false}
      locale={{
        emptyText: (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <>
                <Typography.Text strong>{t('meteo.threshold.empty')}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{t('meteo.threshold.emptyHint')}</Typography.Text>
              </>
            }
          />
        ),
      }}
      {...responsiveTable(phone, columns, ['project', 'condition', 'actions'], undefined)}
    />
  );
}

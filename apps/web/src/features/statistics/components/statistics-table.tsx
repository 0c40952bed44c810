import type { StatisticsDimension, StatisticsRow } from '@lamplighter/contract';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';

/** One row per period and device, group or project. */
export function StatisticsTable({
  rows,
  dimension,
  loading,
}: {
  rows: StatisticsRow[];
  dimension: StatisticsDimension;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const number = (field: 'consumed' | 'generated' | 'saved' | 'lightinghours' | 'co2', unit: string) => ({
    key: field,
    dataIndex: field,
    title: `${t(`statistics.${field}`)} (${unit})`,
    align: 'right' as const,
    sorter: (a: StatisticsRow, b: StatisticsRow) => a[field] - b[field],
  });
  const columns: TableColumnsType<StatisticsRow> = [
    { key: 'period', dataIndex: 'period', title: t('statistics.period'), width: 120 },
    {
      key: 'name',
      dataIndex: 'name',
      title: t(`statistics.per.${dimension}`),
      render: (name: string, row) =>
        dimension === 'group' && row.id === null ? t('statistics.noGroup') : name,
    },
    ...(dimension === 'device' ? [{ key: 'code', dataIndex: 'code', title: t('device.code') }] : []),
    ...(dimension === 'project'
      ? []
      : [{ key: 'project', dataIndex: 'projectname', title: t('inventory.project') }]),
    { key: 'devices', dataIndex: 'devices', title: t('statistics.lights'), align: 'right' },
    number('consumed', 'kWh'),
    number('generated', 'kWh'),
    number('saved', 'kWh'),
    number('lightinghours', 'h'),
    number('co2', 'kg'),
  ];
  return (
    <Table
      size="small"
      rowKey={(row) => `${row.period}|${row.id}`}
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 'max-content' }}
      pagination={{
        defaultPageSize: 20,
        pageSizeOptions: [10, 20, 30, 50],
        showSizeChanger: true,
        showTotal: (total) => t('statistics.rows', { count: total }),
      }}
    />
  );
}

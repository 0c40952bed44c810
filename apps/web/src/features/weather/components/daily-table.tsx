import { type DailyRow, meteoUnits, type TrendKey } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Table, type TableColumnsType, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, pagination } from '../../../shared/pagination';
import { responsiveTable, usePhone } from '../../../shared/table/phone-table';
import { dailyQuery } from '../api/weather';
import { formatReading } from '../lib/readings';
import { codeBesideName } from '../lib/station-code';

/** Each day's lowest, mean and highest value of one reading per station, newest day first, a page at a time. */
export function DailyTable({
  deviceids,
  reading,
  days,
  extra,
}: {
  deviceids: number[];
  reading: TrendKey;
  days: { from: string; to: string };
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const phone = usePhone();
  const [page, setPage] = useState({ pagenum: 1, pagesize: DEFAULT_PAGE_SIZE });
  const daily = useQuery({
    ...dailyQuery({ deviceids, key: reading, ...days, ...page }),
    enabled: deviceids.length > 0,
  });
  const unit = meteoUnits[reading];
  const figure = (field: 'min' | 'mean' | 'max') => ({
    key: field,
    dataIndex: field,
    title: `${t(`meteo.analytics.${field}`)} (${unit})`,
    align: 'right' as const,
    render: (value: number) => formatReading(reading, value),
  });
  const columns: TableColumnsType<DailyRow> = [
    {
      key: 'day',
      dataIndex: 'day',
      title: t('meteo.analytics.day'),
      width: 120,
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
    },
    {
      key: 'station',
      title: t('meteo.analytics.station'),
      render: (_, row) => (
        <>
          {row.devicename} <Typography.Text type="secondary">{codeBesideName(row)}</Typography.Text>
        </>
      ),
    },
    figure('min'),
    figure('mean'),
    figure('max'),
    { key: 'readings', dataIndex: 'readings', title: t('meteo.analytics.readings'), align: 'right' },
  ];
  return (
    <Card size="small" title={t('meteo.analytics.daily')} extra={extra}>
      <Table
        size="small"
        rowKey={(row) => `${row.day}|${row.deviceid}`}
        dataSource={deviceids.length > 0 ? (daily.data?.list ?? []) : []}
        loading={daily.isFetching}
        pagination={pagination(
          page,
          daily.data?.total ?? 0,
          (pagenum, pagesize) => setPage({ pagenum, pagesize }),
          t,
        )}
        {...responsiveTable(phone, columns, ['day', 'station', 'mean'], { x: 'max-content' })}
      />
    </Card>
  );
}

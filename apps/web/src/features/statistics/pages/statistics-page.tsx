import { ExportOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permitted } from '../../../shared/auth/permissions';
import { Chart } from '../../../shared/charts/chart';
import { energyChartOption } from '../../../shared/charts/energy-chart-option';
import { useFileDownload } from '../../../shared/files/use-file-download';
import { exportStatistics, type StatisticsFilter, statisticsQuery } from '../api/statistics';
import { EnergyTotals } from '../components/energy-totals';
import { StatisticsFilters } from '../components/statistics-filters';
import { StatisticsTable } from '../components/statistics-table';

/** Energy by day, month or year, per device, group or project, with its export. */
export default function StatisticsPage() {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<StatisticsFilter>({ period: 'day', dimension: 'project' });
  const { download, busy } = useFileDownload();
  const report = useQuery(statisticsQuery(filter));
  const data = report.data;

  const exportFile = () => {
    if (!data) return;
    const stem = i18n.language === 'zh' ? '能耗统计' : 'energy-statistics';
    void download(() => exportStatistics(filter), `${stem}-${data.from}_${data.to}.xlsx`);
  };

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <StatisticsFilters
          filter={filter}
          onChange={setFilter}
          extra={
            <Permitted permission="device:export">
              <Button icon={<ExportOutlined />} loading={busy} disabled={!data} onClick={exportFile}>
                {t('analytics.export')}
              </Button>
            </Permitted>
          }
        />
      </Card>
      {data && <EnergyTotals report={data} />}
      <Card
        size="small"
        title={data ? t('statistics.chartTitle', { from: data.from, to: data.to }) : t('statistics.title')}
      >
        {data && data.rows.length > 0 ? (
          <Chart
            height={280}
            label={t('statistics.title')}
            option={energyChartOption(data.rows, {
              consumed: t('statistics.consumed'),
              generated: t('statistics.generated'),
              saved: t('statistics.saved'),
            })}
          />
        ) : (
          <Empty description={report.isLoading ? t('alarm.loading') : t('statistics.empty')} />
        )}
      </Card>
      <Card size="small">
        <StatisticsTable rows={data?.rows ?? []} dimension={filter.dimension} loading={report.isFetching} />
      </Card>
    </Flex>
  );
}

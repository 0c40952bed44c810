import { ExportOutlined } from '@ant-design/icons';
import { meteoUnits } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Permitted } from '../../../shared/auth/permissions';
import { useFileDownload } from '../../../shared/files/use-file-download';
import { exportDaily, overviewQuery } from '../api/weather';
import { AnalyticsFilters } from '../components/analytics-filters';
import { DailyTable } from '../components/daily-table';
import { TrendCard } from '../components/trend-card';
import { type AnalyticsChoice, analyticsChoiceOf, analyticsSearch } from '../lib/analytics-choice';
import { periodDays, today } from '../lib/period-days';
import '../weather.css';

/**
 * One reading of up to 8 stations over a day, week, month or year, then its daily figures and the
 * export of every reading's. The choice lives in the link (`?deviceid=4,9&key=…`), so that the
 * overview and the map open a station here and a choice can be shared.
 */
export default function WeatherAnalyticsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const choice = analyticsChoiceOf(search);
  const lastDay = choice.date ?? today();
  const days = periodDays(choice.period, lastDay);
  const stations = useQuery(overviewQuery());
  const { download, busy } = useFileDownload();
  const change = (next: Partial<AnalyticsChoice>) =>
    setSearch(analyticsSearch({ ...choice, ...next }), { replace: true });

  const exportFile = () =>
    void download(
      () => exportDaily({ deviceids: choice.deviceids, ...days }),
      `${t('meteo.analytics.exportName')}-${days.from}_${days.to}.xlsx`,
    );
  const reading = t(`meteo.reading.${choice.key}`);
  const chosen = choice.deviceids.length > 0;

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Flex vertical gap={12}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('meteo.analytics.title')}
          </Typography.Title>
          <AnalyticsFilters
            choice={choice}
            lastDay={lastDay}
            stations={stations.data?.stations ?? []}
            loadingStations={stations.isLoading}
            onChange={change}
          />
        </Flex>
      </Card>
      <TrendCard
        noStations={stations.data?.stations.length === 0}
        choice={choice}
        lastDay={lastDay}
        title={`${t('meteo.analytics.chartTitle', { reading, unit: meteoUnits[choice.key] })} · ${days.from === days.to ? days.to : `${days.from} – ${days.to}`}`}
      />
      <DailyTable
        key={`${choice.deviceids.join()}|${choice.key}|${days.from}|${days.to}`}
        deviceids={choice.deviceids}
        reading={choice.key}
        days={days}
        extra={
          <Permitted permission="device:export">
            <Button icon={<ExportOutlined />} loading={busy} disabled={!chosen} onClick={exportFile}>
              {t('meteo.analytics.export')}
            </Button>
          </Permitted>
        }
      />
    </Flex>
  );
}

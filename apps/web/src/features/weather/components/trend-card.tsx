import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Spin, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../shared/charts/chart';
import { trendQuery } from '../api/weather';
import type { AnalyticsChoice } from '../lib/analytics-choice';
import { trendChartOption } from '../lib/trend-chart-option';
import { LoadFailed } from './load-failed';

/** The chosen reading of the chosen stations over the period, one line each. */
export function TrendCard({
  choice,
  lastDay,
  title,
  noStations,
}: {
  choice: AnalyticsChoice;
  lastDay: string;
  title: string;
  /** The caller has no weather station to choose. */
  noStations: boolean;
}) {
  const { t } = useTranslation();
  const chosen = choice.deviceids.length > 0;
  const trend = useQuery({
    ...trendQuery({ deviceids: choice.deviceids, key: choice.key, period: choice.period, date: lastDay }),
    enabled: chosen,
  });
  const data = trend.data;
  // A new language brings a new `t`, and the chart its words.
  const words = useMemo(() => ({ min: t('meteo.min'), max: t('meteo.max') }), [t]);
  const option = useMemo(() => data && trendChartOption(data, words), [data, words]);
  const drawn = data?.series.filter((station) => station.points.t.length > 0).length ?? 0;

  let body = <Empty description={t(noStations ? 'meteo.empty' : 'meteo.analytics.pickHint')} />;
  if (chosen && trend.isError && !data) {
    body = <LoadFailed title={t('meteo.analytics.loadFailed')} onRetry={() => void trend.refetch()} />;
  } else if (chosen && !data) {
    body = <Spin className="weather-analytics__loading" />;
  } else if (chosen && option && drawn > 0) {
    body = (
      <div data-stations={drawn}>
        <Chart height={340} label={title} option={option} />
        {data?.step !== 'reading' && (
          <Typography.Text type="secondary" className="weather-analytics__note">
            {t('meteo.analytics.bandNote')}
          </Typography.Text>
        )}
      </div>
    );
  } else if (chosen) {
    body = <Empty description={t('meteo.analytics.noData')} />;
  }
  return (
    <Card size="small" title={title} className="weather-analytics__trend">
      <Spin spinning={chosen && trend.isFetching && data !== undefined}>{body}</Spin>
    </Card>
  );
}

import type { HistorySeries } from '@lamplighter/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../../shared/charts/chart';
import { keyLabel, keyUnit } from '../../../../shared/telemetry/telemetry-labels';
import { ScreenPanel } from '../../components/screen-panel';
import { wallLineOption } from '../lib/wall-line-option';

/** The colours of the device's charts, one each, as bright as the dark wall needs. */
export const HISTORY_COLORS = ['#36cfc9', '#4096ff', '#95de64', '#ffc53d'] as const;

/** One value of the device over the last day; new points are merged into the chart. */
export function DeviceHistoryPanel({
  valueKey,
  series,
  span,
  color,
}: {
  valueKey: string;
  series: HistorySeries | undefined;
  span: { from: number; to: number };
  color: string;
}) {
  const { t, i18n } = useTranslation();
  const name = keyLabel(valueKey, i18n.language);
  const option = useMemo(
    () =>
      wallLineOption(
        {
          name,
          unit: keyUnit(valueKey),
          color,
          points: (series?.points ?? []).map((point) => [Date.parse(point.ts), point.value]),
        },
        span,
      ),
    [name, valueKey, color, series, span],
  );
  return (
    <ScreenPanel title={t('detail.history', { name })} className="detail-history">
      {series && series.points.length === 0 ? (
        <p className="screen-empty">{t('detail.noHistory')}</p>
      ) : (
        <Chart option={option} height="100%" label={t('detail.history', { name })} merge />
      )}
    </ScreenPanel>
  );
}

import type { WallProjectSummary } from '@lamplighter/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../../shared/charts/chart';
import { ScreenPanel } from '../../components/screen-panel';
import { numberText } from '../lib/figure-text';
import { wallLineOption } from '../lib/wall-line-option';

/** The project's lamps' load power over the last day, in kW; new figures are merged into the chart. */
export function ProjectPowerPanel({ power }: { power: WallProjectSummary['power'] }) {
  const { t, i18n } = useTranslation();
  const option = useMemo(
    () =>
      wallLineOption(
        {
          name: t('detail.loadPower'),
          unit: 'kW',
          color: '#36cfc9',
          floor: 0,
          points: power.points.map((point) => [Date.parse(point.ts), point.watts / 1000]),
        },
        { from: Date.parse(power.from), to: Date.parse(power.to) },
      ),
    [power, t],
  );
  const latest = power.points[power.points.length - 1];
  return (
    <ScreenPanel
      title={t('detail.power')}
      className="detail-power"
      extra={latest && t('detail.powerNow', { value: numberText(latest.watts / 1000, i18n.language, 2) })}
    >
      {power.points.length === 0 ? (
        <p className="screen-empty">{t('detail.noPower')}</p>
      ) : (
        <Chart option={option} height="100%" label={t('detail.powerChart')} merge />
      )}
    </ScreenPanel>
  );
}

import type { DashboardEnergy } from '@lamplighter/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../shared/charts/chart';
import { energyTrendOption } from '../lib/energy-trend-option';
import { ScreenPanel } from './screen-panel';

/** The last 30 days of energy as bars; new figures are merged into the chart, never redrawn anew. */
export function EnergyTrendPanel({ days }: { days: DashboardEnergy['days'] }) {
  const { t } = useTranslation();
  const option = useMemo(
    () =>
      energyTrendOption(days, {
        consumed: t('wall.consumed'),
        generated: t('wall.generated'),
        saved: t('wall.saved'),
      }),
    [days, t],
  );
  return (
    <ScreenPanel title={t('wall.energyDays', { count: days.length })} className="screen-trend">
      <Chart option={option} height="100%" label={t('wall.energyChart')} merge />
    </ScreenPanel>
  );
}

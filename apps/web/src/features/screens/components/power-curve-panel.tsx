import type { WallPower } from '@lamplighter/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../shared/charts/chart';
import { powerCurveOption } from '../lib/power-curve-option';
import { ScreenPanel } from './screen-panel';

/**
 * The last 24 hours of the lights' load and PV power, and their load power now; new hours are
 * merged into the chart in place.
 */
export function PowerCurvePanel({ power }: { power: WallPower }) {
  const { t, i18n } = useTranslation();
  const option = useMemo(
    () =>
      powerCurveOption(power, {
        consumed: t('wall.loadPower'),
        generated: t('wall.pvPower'),
        now: t('wall.now'),
      }),
    [power, t],
  );
  return (
    <ScreenPanel
      title={t('wall.power')}
      className="screen-power"
      extra={
        <span className="screen-power__now" data-consumed={power.now.consumed}>
          {t('wall.powerNow', {
            value: power.now.consumed.toLocaleString(i18n.language, { maximumFractionDigits: 2 }),
          })}
        </span>
      }
    >
      <Chart option={option} height="100%" label={t('wall.powerChart')} merge />
    </ScreenPanel>
  );
}

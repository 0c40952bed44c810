import type { DashboardSummary } from '@lamplighter/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../../shared/charts/chart';
import { useReducedMotion } from '../../../../shared/hooks/use-reduced-motion';
import { ScreenPanel } from '../../components/screen-panel';
import { lightingRate } from '../../lib/lighting-rate';
import { onlineRate } from '../../lib/online-rate';
import { gaugeOption } from '../lib/gauge-option';
import { formatCount } from '../lib/number-format';
import './classic-charts';

/** The online rate of the fleet and the lighting rate of the lamps, as two dials. */
export function RatesPanel({ summary }: { summary: DashboardSummary }) {
  const { t, i18n } = useTranslation();
  const motion = !useReducedMotion();
  const { devices, lamps } = summary;
  const online = onlineRate(devices);
  const lighting = lightingRate(lamps);
  const count = (value: number) => formatCount(value, i18n.language);
  const onlinePercent = Math.round(online.percent * 10) / 10;
  const onlineOption = useMemo(
    () =>
      gaugeOption(
        { name: t('classic.onlineRate'), percent: onlinePercent, colors: ['#1677ff', '#36cfc9'] },
        motion,
      ),
    [t, onlinePercent, motion],
  );
  const lightingOption = useMemo(
    () =>
      gaugeOption(
        { name: t('classic.lightingRate'), percent: lighting.percent, colors: ['#36cfc9', '#ffd666'] },
        motion,
      ),
    [t, lighting.percent, motion],
  );
  return (
    <ScreenPanel title={t('classic.rates')} className="classic-rates">
      <div className="classic-rates__dials">
        <figure className="classic-rates__dial" data-online={online.online} data-total={devices.total}>
          <Chart option={onlineOption} height="100%" label={t('classic.onlineRate')} merge />
          <figcaption>
            <b className="classic-rates__name">{t('classic.onlineRate')}</b>
            {t('classic.onlineOf', { online: count(online.online), total: count(devices.total) })}
          </figcaption>
        </figure>
        <figure className="classic-rates__dial" data-on={lamps.on} data-expected={lamps.expectedOn}>
          <Chart option={lightingOption} height="100%" label={t('classic.lightingRate')} merge />
          <figcaption>
            <b className="classic-rates__name">{t('classic.lightingRate')}</b>
            {lighting.percent === null
              ? t('classic.byDay')
              : t('classic.lampsOnOf', { on: count(lamps.on), expected: count(lamps.expectedOn) })}
          </figcaption>
        </figure>
      </div>
    </ScreenPanel>
  );
}

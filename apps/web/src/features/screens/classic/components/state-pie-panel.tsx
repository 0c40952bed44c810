import type { DashboardSummary } from '@lamplighter/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useReducedMotion } from '../../../../shared/hooks/use-reduced-motion';
import { formatCount } from '../lib/number-format';
import { statePieOption, stateSlices } from '../lib/state-pie-option';
import { ChartPanel } from './chart-panel';

/** The fleet by run state as a ring, each state's count and share beside it. */
export function StatePiePanel({ devices }: { devices: DashboardSummary['devices'] }) {
  const { t, i18n } = useTranslation();
  const motion = !useReducedMotion();
  const option = useMemo(
    () =>
      statePieOption(
        stateSlices(devices.byState, (state) =>
          state === null ? t('wall.noState') : t(`runState.${state}`),
        ),
        motion,
      ),
    [devices.byState, t, motion],
  );
  return (
    <ChartPanel
      title={t('classic.runStates')}
      label={t('classic.runStatesChart')}
      className="classic-states"
      extra={
        <span className="classic-states__total" data-total={devices.total}>
          {t('classic.devices')} <b className="screen-figure">{formatCount(devices.total, i18n.language)}</b>
        </span>
      }
      option={option}
    />
  );
}

import type { DashboardEnergy } from '@lamplighter/contract';
import { Col, Row, Segmented, Statistic, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../shared/charts/chart';
import { energyChartOption } from '../../../shared/charts/energy-chart-option';
import { ENERGY_FIGURES } from '../../../shared/dashboard/energy-figures';
import { dashboardPaths } from './dashboard-paths';
import { Panel } from './panel';

/** Energy of the lights today or this month, and the last 30 days as bars. */
export function EnergyPanel({ energy }: { energy: DashboardEnergy }) {
  const { t } = useTranslation();
  const [span, setSpan] = useState<'today' | 'month'>('today');
  const option = useMemo(
    () =>
      energyChartOption(
        energy.days.map(({ day, ...figures }) => ({ period: day, ...figures })),
        {
          consumed: t('dashboard.consumed'),
          generated: t('dashboard.generated'),
          saved: t('dashboard.saved'),
        },
      ),
    [energy.days, t],
  );
  return (
    <Panel
      title={t('dashboard.energy')}
      to={dashboardPaths.energy}
      extra={
        <Segmented
          size="small"
          value={span}
          onChange={(value) => setSpan(value as 'today' | 'month')}
          options={[
            { value: 'today', label: t('dashboard.today') },
            { value: 'month', label: t('dashboard.thisMonth') },
          ]}
        />
      }
    >
      <Row gutter={[16, 8]}>
        {ENERGY_FIGURES.map((figure) => (
          <Col key={figure.key} xs={12} md={6}>
            <Statistic
              title={t(`dashboard.${figure.key}`)}
              value={energy[span][figure.key]}
              precision={figure.key === 'co2' ? 1 : 2}
              suffix={figure.unit}
            />
          </Col>
        ))}
      </Row>
      <Typography.Text type="secondary">
        {t('dashboard.lastDays', { count: energy.days.length })}
      </Typography.Text>
      <Chart height={220} label={t('dashboard.energyChart')} option={option} />
    </Panel>
  );
}

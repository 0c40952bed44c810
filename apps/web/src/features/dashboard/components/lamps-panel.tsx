import type { DashboardSummary } from '@lamplighter/contract';
import { Col, Progress, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { dashboardPaths } from './dashboard-paths';
import { Panel } from './panel';

/** Lamps burning now against those the astronomical clock expects to burn (the sun below the horizon). */
export function LampsPanel({ lamps }: { lamps: DashboardSummary['lamps'] }) {
  const { t } = useTranslation();
  const difference = lamps.on - lamps.expectedOn;
  return (
    <Panel title={t('dashboard.lamps')} to={dashboardPaths.devices}>
      <Row gutter={16}>
        <Col span={12}>
          <Statistic title={t('dashboard.lampsOn')} value={lamps.on} />
        </Col>
        <Col span={12}>
          <Statistic title={t('dashboard.lampsExpected')} value={lamps.expectedOn} />
        </Col>
      </Row>
      {lamps.expectedOn > 0 && (
        <Progress
          percent={Math.round((Math.min(lamps.on, lamps.expectedOn) / lamps.expectedOn) * 100)}
          status={difference < 0 ? 'exception' : 'normal'}
          showInfo={false}
          aria-label={t('dashboard.lampsOn')}
        />
      )}
      <Typography.Paragraph type={difference === 0 ? 'secondary' : 'warning'} style={{ marginBottom: 4 }}>
        {difference === 0
          ? t('dashboard.lampsAsExpected')
          : difference < 0
            ? t('dashboard.lampsMissing', { count: -difference })
            : t('dashboard.lampsExtra', { count: difference })}
      </Typography.Paragraph>
      <Typography.Text type="secondary">
        {t('dashboard.lampsLocated', { located: lamps.located, total: lamps.total })}
      </Typography.Text>
    </Panel>
  );
}

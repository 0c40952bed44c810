import type { StatisticsReport } from '@lamplighter/contract';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The totals of the range: energy consumed, generated and saved, lighting hours, CO2 avoided. */
export function EnergyTotals({ report }: { report: StatisticsReport }) {
  const { t } = useTranslation();
  const figures = [
    { key: 'consumed', value: report.totals.consumed, unit: 'kWh', precision: 3 },
    { key: 'generated', value: report.totals.generated, unit: 'kWh', precision: 3 },
    { key: 'saved', value: report.totals.saved, unit: 'kWh', precision: 3 },
    { key: 'lightinghours', value: report.totals.lightinghours, unit: 'h', precision: 2 },
    { key: 'co2', value: report.totals.co2, unit: 'kg', precision: 3 },
  ];
  return (
    <Card size="small">
      <Row gutter={[16, 16]}>
        <Col xs={12} md={8} xl={4}>
          <Statistic title={t('statistics.lights')} value={report.totals.devices} />
        </Col>
        {figures.map((figure) => (
          <Col key={figure.key} xs={12} md={8} xl={4}>
            <Statistic
              title={t(`statistics.${figure.key}`)}
              value={figure.value}
              precision={figure.precision}
              suffix={figure.unit}
            />
          </Col>
        ))}
      </Row>
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
        {t('statistics.savedNote')} {t('statistics.co2Note', { factor: report.co2factor })}
      </Typography.Text>
    </Card>
  );
}

import { type AfterSaleOpenSummary, afterSalePriorities } from '@lamplighter/contract';
import { Col, Row, Statistic, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PRIORITY_COLORS } from '../../../shared/after-sales/priority-colors';
import { dashboardPaths } from './dashboard-paths';
import { Panel } from './panel';

/** The open after-sales tickets of the user's subtree by priority and age; the title opens the list. */
export function OpenTicketsCard({ summary }: { summary: AfterSaleOpenSummary }) {
  const { t } = useTranslation();
  const ages = [
    { key: 'day', label: t('dashboard.openedToday'), value: summary.byAge.day },
    { key: 'week', label: t('dashboard.openedThisWeek'), value: summary.byAge.week },
    { key: 'older', label: t('dashboard.openedBefore'), value: summary.byAge.older },
  ];
  return (
    <Panel title={t('dashboard.openTickets')} to={dashboardPaths.tickets}>
      <Row gutter={[16, 16]} align="middle">
        <Col span={24}>
          <Statistic value={summary.total} />
          <div>
            {afterSalePriorities.map((priority) => (
              <Tag key={priority} color={PRIORITY_COLORS[priority]}>
                {t(`ticket.priority.${priority}`)} {summary.byPriority[priority]}
              </Tag>
            ))}
          </div>
        </Col>
        {ages.map((age) => (
          <Col key={age.key} span={8}>
            <Statistic title={age.label} value={age.value} />
          </Col>
        ))}
      </Row>
    </Panel>
  );
}

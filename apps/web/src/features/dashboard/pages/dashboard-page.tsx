import { useQuery } from '@tanstack/react-query';
import { Card, Col, Descriptions, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { userInfoQuery } from '../../../shared/api/queries';
import { formatTime } from '../../../shared/format';
import { summaryQuery } from '../api/summary';
import { OpenTicketsCard } from '../components/open-tickets-card';

/** Home: the signed-in account and its counts, from real calls. The full dashboard comes later. */
export default function DashboardPage() {
  const { t, i18n } = useTranslation();
  const { data: info } = useQuery(userInfoQuery);
  const summary = useQuery({ ...summaryQuery(info ?? ({ id: 0, roles: [] } as never)), enabled: !!info });
  if (!info) return null;
  const counts = [
    { key: 'childAccounts', label: t('dashboard.childAccounts'), value: summary.data?.childAccounts },
    { key: 'unreadWarnings', label: t('dashboard.unreadWarnings'), value: summary.data?.unreadWarnings },
    {
      key: 'unreadNotifications',
      label: t('dashboard.unreadNotifications'),
      value: summary.data?.unreadNotifications,
    },
  ].filter((count) => summary.isLoading || count.value !== undefined);
  return (
    <>
      <Typography.Title level={4}>
        {t('dashboard.welcome', { name: info.realname || info.username })}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {counts.map((count) => (
          <Col key={count.key} xs={24} sm={12} lg={8}>
            <Card>
              <Statistic title={count.label} value={count.value ?? 0} loading={summary.isLoading} />
            </Card>
          </Col>
        ))}
        {summary.data?.openTickets && (
          <Col span={24}>
            <OpenTicketsCard summary={summary.data.openTickets} />
          </Col>
        )}
        <Col span={24}>
          <Card>
            <Descriptions column={{ xs: 1, md: 3 }}>
              <Descriptions.Item label={t('dashboard.account')}>{info.username}</Descriptions.Item>
              <Descriptions.Item label={t('dashboard.role')}>
                {i18n.exists(`role.${info.rolecode}`) ? t(`role.${info.rolecode}`) : info.rolename}
              </Descriptions.Item>
              <Descriptions.Item label={t('dashboard.validUntil')}>
                {info.deadline ? formatTime(info.deadline) : t('dashboard.permanent')}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
      </Row>
    </>
  );
}

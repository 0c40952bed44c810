import { type DashboardSummary, daysUntil } from '@lamplighter/contract';
import { Empty, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dashboardPaths } from './dashboard-paths';
import { Panel } from './panel';

/** Devices whose package ends within 30 days, the soonest first; a device opens its page. */
export function ExpiringPanel({ expiring }: { expiring: DashboardSummary['expiring'] }) {
  const { t } = useTranslation();
  const today = dayjs().format('YYYY-MM-DD');
  return (
    <Panel
      title={t('dashboard.expiring')}
      to={dashboardPaths.expiring}
      extra={
        <Typography.Text type="secondary">{t('dashboard.total', { count: expiring.total })}</Typography.Text>
      }
    >
      {expiring.first.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noExpiring')} />
      ) : (
        <ul className="dashboard-list">
          {expiring.first.map((device) => {
            const days = daysUntil(device.packageexpire, today);
            return (
              <li key={device.id} className="dashboard-list__item">
                <span className="dashboard-list__main">
                  <Link to={dashboardPaths.device(device.id)}>{device.devicecode}</Link>
                  <Typography.Text type="secondary" ellipsis>
                    {device.devicename} · {device.projectname}
                  </Typography.Text>
                </span>
                <span className="dashboard-list__tags">
                  <Tag color={days <= 7 ? 'red' : 'orange'}>
                    {days <= 0 ? t('dashboard.endsToday') : t('dashboard.endsIn', { count: days })}
                  </Tag>
                </span>
                <time dateTime={device.packageexpire}>{device.packageexpire}</time>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}

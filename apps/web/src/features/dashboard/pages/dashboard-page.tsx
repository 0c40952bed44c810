import { useQuery } from '@tanstack/react-query';
import { Alert, Col, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { userInfoQuery } from '../../../shared/api/queries';
import { usePermission } from '../../../shared/auth/permissions';
import {
  dashboardEnergyQuery,
  dashboardSummaryQuery,
  openTicketsQuery,
} from '../../../shared/dashboard/dashboard-queries';
import { useLiveDashboard } from '../../../shared/dashboard/use-live-dashboard';
import { DeviceStatesPanel } from '../components/device-states-panel';
import { EnergyPanel } from '../components/energy-panel';
import { ExpiringPanel } from '../components/expiring-panel';
import { LampsPanel } from '../components/lamps-panel';
import { OpenTicketsCard } from '../components/open-tickets-card';
import { StateMapPanel } from '../components/state-map-panel';
import { WarningsPanel } from '../components/warnings-panel';
import './dashboard-page.css';

/**
 * Home: what an operator checks first, for the user's subtree, kept up to date by the live events.
 * Each panel's title opens its full screen.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { data: info } = useQuery(userInfoQuery);
  const mayListDevices = usePermission('device:list');
  const mayListTickets = usePermission('aftersale:list');
  const summary = useQuery({ ...dashboardSummaryQuery, enabled: mayListDevices });
  const energy = useQuery({ ...dashboardEnergyQuery(), enabled: mayListDevices });
  const tickets = useQuery({ ...openTicketsQuery, enabled: mayListTickets });
  useLiveDashboard();
  if (!info) return null;
  const data = summary.data;
  return (
    <div className="dashboard">
      <Typography.Title level={4}>
        {t('dashboard.welcome', { name: info.realname || info.username })}
      </Typography.Title>
      {summary.isError && <Alert type="error" showIcon title={t('dashboard.loadFailed')} />}
      {mayListDevices && !data && !summary.isError && <Skeleton active />}
      <Row gutter={[16, 16]}>
        {data && (
          <>
            <Col xs={24} md={12} xl={8}>
              <DeviceStatesPanel devices={data.devices} />
            </Col>
            <Col xs={24} md={12} xl={8}>
              <LampsPanel lamps={data.lamps} />
            </Col>
            <Col xs={24} xl={8}>
              <ExpiringPanel expiring={data.expiring} />
            </Col>
          </>
        )}
        {energy.data && (
          <Col xs={24} xl={16}>
            <EnergyPanel energy={energy.data} />
          </Col>
        )}
        {data && (
          <Col xs={24} xl={8}>
            <StateMapPanel cells={data.map} />
          </Col>
        )}
        {data?.warnings && (
          <Col xs={24} xl={12}>
            <WarningsPanel warnings={data.warnings} />
          </Col>
        )}
        {tickets.data && (
          <Col xs={24} xl={12}>
            <OpenTicketsCard summary={tickets.data} />
          </Col>
        )}
      </Row>
    </div>
  );
}

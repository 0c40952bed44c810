import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/auth/permissions';
import {
  dashboardEnergyQuery,
  dashboardSummaryQuery,
  openTicketsQuery,
} from '../../../shared/dashboard/dashboard-queries';
import { useLiveDashboard } from '../../../shared/dashboard/use-live-dashboard';
import { AlarmsTicker } from '../components/alarms-ticker';
import { EnergyPanel } from '../components/energy-panel';
import { EnergyTrendPanel } from '../components/energy-trend-panel';
import { FleetPanel } from '../components/fleet-panel';
import { HeadlineFigures } from '../components/headline-figures';
import { LightingPanel } from '../components/lighting-panel';
import { ScreenFrame } from '../components/screen-frame';
import { TicketsPanel } from '../components/tickets-panel';
import { WallMapPanel } from '../components/wall-map-panel';
import './monitoring-wall.css';

/** Besides the live events, the aggregates are asked for again this often (energy grows by the hour). */
const REFRESH_MS = 60_000;
const wall = { refetchInterval: REFRESH_MS, retry: true, retryDelay: 5_000 };

/**
 * The monitoring wall: the caller's fleet by state and family, the lighting rate, energy, the map
 * by state, the latest alarms and the open tickets, kept live by the events the home page follows.
 */
export default function MonitoringWallPage() {
  const { t } = useTranslation();
  const mayListDevices = usePermission('device:list');
  const mayListTickets = usePermission('aftersale:list');
  const summary = useQuery({ ...dashboardSummaryQuery, ...wall, enabled: mayListDevices });
  const energy = useQuery({ ...dashboardEnergyQuery(), ...wall, enabled: mayListDevices });
  const tickets = useQuery({ ...openTicketsQuery, ...wall, enabled: mayListTickets });
  useLiveDashboard();
  const data = summary.data;
  const stale = summary.isError || energy.isError || tickets.isError;
  return (
    <ScreenFrame name={t('wall.wall')} stale={stale}>
      {data && (
        <div className="wall">
          <div className="wall__side">
            <FleetPanel devices={data.devices} />
            <LightingPanel lamps={data.lamps} />
            {tickets.data && <TicketsPanel summary={tickets.data} />}
          </div>
          <div className="wall__centre">
            <HeadlineFigures summary={data} />
            <WallMapPanel cells={data.map} />
          </div>
          <div className="wall__side">
            {energy.data && <EnergyPanel energy={energy.data} />}
            {energy.data && <EnergyTrendPanel days={energy.data.days} />}
            {data.warnings && <AlarmsTicker warnings={data.warnings} />}
          </div>
        </div>
      )}
    </ScreenFrame>
  );
}

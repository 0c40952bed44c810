import { WALL_TOP_PROJECTS } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
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
import { PowerCurvePanel } from '../components/power-curve-panel';
import { ScreenFrame } from '../components/screen-frame';
import { TicketsPanel } from '../components/tickets-panel';
import { TopProjectsPanel } from '../components/top-projects-panel';
import { WallMapPanel } from '../components/wall-map-panel';
import { WeatherPanel } from '../components/weather-panel';
import { markWallDrawn } from '../lib/wall-drawn-mark';
import { powerCurveQuery, topProjectsQuery, weatherQuery, yearEnergyQuery } from '../lib/wall-queries';
import { wallRefresh as wall } from '../lib/wall-refresh';
import './monitoring-wall.css';

/** As many stations as the weather panel has rows for. */
const STATIONS_SHOWN = 3;

/**
 * The monitoring wall: the caller's fleet by state and family, the lighting rate, the projects
 * with the most faults, the open tickets, the map by state, the power of the last day, energy,
 * the weather stations and the latest alarms, kept live by the events the home page follows.
 */
export default function MonitoringWallPage() {
  const { t } = useTranslation();
  const mayListDevices = usePermission('device:list');
  const mayListTickets = usePermission('aftersale:list');
  const devicesWall = { ...wall, enabled: mayListDevices };
  const summary = useQuery({ ...dashboardSummaryQuery, ...devicesWall });
  const energy = useQuery({ ...dashboardEnergyQuery(), ...devicesWall });
  const tickets = useQuery({ ...openTicketsQuery, ...wall, enabled: mayListTickets });
  const power = useQuery({ ...powerCurveQuery, ...devicesWall });
  const year = useQuery({ ...yearEnergyQuery, ...devicesWall });
  const weather = useQuery({ ...weatherQuery(STATIONS_SHOWN), ...devicesWall });
  const top = useQuery({ ...topProjectsQuery(WALL_TOP_PROJECTS), ...devicesWall });
  useLiveDashboard();
  const data = summary.data;
  const stale = [summary, energy, tickets, power, year, weather, top].some((query) => query.isError);
  const [mapDrawn, setMapDrawn] = useState(false);
  const complete =
    mapDrawn &&
    [summary, energy, power, year, weather, top].every((query) => query.data) &&
    (!mayListTickets || tickets.data !== undefined);
  useEffect(() => {
    if (complete) markWallDrawn();
  }, [complete]);
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
            <div className="wall__middle">
              <WallMapPanel cells={data.map} onDrawn={() => setMapDrawn(true)} />
              {top.data && <TopProjectsPanel top={top.data} />}
            </div>
            <div className="wall__charts">
              {power.data && <PowerCurvePanel power={power.data} />}
              {energy.data && <EnergyTrendPanel days={energy.data.days} />}
            </div>
          </div>
          <div className="wall__side">
            {energy.data && <EnergyPanel energy={energy.data} year={year.data} />}
            {weather.data && <WeatherPanel weather={weather.data} />}
            {data.warnings && <AlarmsTicker warnings={data.warnings} />}
          </div>
        </div>
      )}
    </ScreenFrame>
  );
}

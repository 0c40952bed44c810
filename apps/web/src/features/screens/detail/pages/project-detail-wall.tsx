import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../../shared/auth/permissions';
import { AlarmsTicker } from '../../components/alarms-ticker';
import { EnergyPanel } from '../../components/energy-panel';
import { EnergyTrendPanel } from '../../components/energy-trend-panel';
import { FleetPanel } from '../../components/fleet-panel';
import { LightingPanel } from '../../components/lighting-panel';
import { ScreenFrame } from '../../components/screen-frame';
import { TicketsPanel } from '../../components/tickets-panel';
import { WallMapPanel } from '../../components/wall-map-panel';
import {
  detailKeys,
  projectDevicesQuery,
  projectEnergyQuery,
  projectSummaryQuery,
  projectTicketsQuery,
} from '../api/detail-queries';
import { DetailNav } from '../components/detail-nav';
import { ProjectDevicesPanel } from '../components/project-devices-panel';
import { ProjectPowerPanel } from '../components/project-power-panel';
import { ProjectSwitcher } from '../components/project-switcher';
import { useLiveDetail } from '../components/use-live-detail';
import { openTicketSummary } from '../lib/open-tickets';
import { localDay } from '../lib/project-energy';
import { refusalOf } from '../lib/refusal';
import { RefusalMessage } from './refusal-message';
import '../../pages/monitoring-wall.css';
import { WALL_REFRESH_MS } from '../../lib/wall-refresh';

/** The device table's values change with every report: asked for more often. */
const TABLE_WALL_REFRESH_MS = 30_000;

/**
 * One project on the wall: its devices by state and family, its lamps, its device table, its
 * devices on a small map, its load power of the day, energy, alarms and open tickets, kept live by
 * the events of its devices.
 */
export function ProjectDetailWall({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const mayListTickets = usePermission('aftersale:list');
  const summary = useQuery({ ...projectSummaryQuery(projectId), refetchInterval: WALL_REFRESH_MS });
  const devices = useQuery({ ...projectDevicesQuery(projectId), refetchInterval: TABLE_WALL_REFRESH_MS });
  const energy = useQuery({
    ...projectEnergyQuery(projectId, localDay(new Date())),
    refetchInterval: WALL_REFRESH_MS,
  });
  const tickets = useQuery({
    ...projectTicketsQuery(projectId),
    refetchInterval: WALL_REFRESH_MS,
    enabled: mayListTickets,
  });
  const watched = useMemo(() => devices.data?.list.map((device) => device.id) ?? [], [devices.data]);
  useLiveDetail(detailKeys.projectLive(projectId), watched);

  const refusal = refusalOf(summary.error);
  const stale = [summary, devices, energy, tickets].some((query) => query.isError && !refusalOf(query.error));
  const data = refusal ? undefined : summary.data;
  const place = data && [data.project.province, data.project.city].filter(Boolean).join(' ');
  // Above the device table once the wall stands, alone while it loads or refuses.
  const nav = (
    <DetailNav>
      <span className="detail-nav__what">
        {t('detail.projectWall')}
        {data && <small>{place || t('detail.noPlace')}</small>}
      </span>
      <ProjectSwitcher projectId={projectId} />
    </DetailNav>
  );
  return (
    <ScreenFrame name={data?.project.name ?? t('detail.projectWall')} stale={stale}>
      <div className="detail">
        {!data && nav}
        {refusal && <RefusalMessage refusal={refusal} of="project" />}
        {data && (
          <div className="detail-project">
            <div className="detail__column">
              <FleetPanel devices={data.devices} />
              <LightingPanel lamps={data.lamps} />
              {tickets.data && <TicketsPanel summary={openTicketSummary(tickets.data, Date.now())} />}
            </div>
            <div className="detail__column">
              {nav}
              {devices.data && <ProjectDevicesPanel devices={devices.data.list} total={devices.data.total} />}
              <div className="detail-project__pair">
                <WallMapPanel cells={data.map} />
                <ProjectPowerPanel power={data.power} />
              </div>
            </div>
            <div className="detail__column">
              {energy.data && <EnergyPanel energy={energy.data} />}
              {energy.data && <EnergyTrendPanel days={energy.data.days} />}
              {data.warnings && <AlarmsTicker warnings={data.warnings} />}
            </div>
          </div>
        )}
      </div>
    </ScreenFrame>
  );
}

import { WALL_TOP_PROJECTS, type WallWidget, type WallWidgetKind } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { usePermission } from '../../../../shared/auth/permissions';
import {
  dashboardEnergyQuery,
  dashboardSummaryQuery,
  openTicketsQuery,
} from '../../../../shared/dashboard/dashboard-queries';
import { useLiveDashboard } from '../../../../shared/dashboard/use-live-dashboard';
import { powerCurveQuery, topProjectsQuery, weatherQuery, yearEnergyQuery } from '../../lib/wall-queries';
import { wallRefresh as wall } from '../../lib/wall-refresh';

/** As many stations as the monitoring wall's weather panel shows. */
const STATIONS_SHOWN = 3;

const SUMMARY_KINDS: readonly WallWidgetKind[] = ['headline', 'fleet', 'lighting', 'map', 'alarms'];
const ENERGY_KINDS: readonly WallWidgetKind[] = ['energy', 'energyTrend'];

/**
 * The aggregates the layout's widgets show, asked for only when a widget needs them, and kept live
 * by the events the monitoring wall follows.
 */
export function useWallData(widgets: readonly WallWidget[]) {
  const mayListDevices = usePermission('device:list');
  const mayListTickets = usePermission('aftersale:list');
  const needs = (kinds: readonly WallWidgetKind[]) => widgets.some((widget) => kinds.includes(widget.kind));
  const summary = useQuery({
    ...dashboardSummaryQuery,
    ...wall,
    enabled: mayListDevices && needs(SUMMARY_KINDS),
  });
  const energy = useQuery({
    ...dashboardEnergyQuery(),
    ...wall,
    enabled: mayListDevices && needs(ENERGY_KINDS),
  });
  const tickets = useQuery({ ...openTicketsQuery, ...wall, enabled: mayListTickets && needs(['tickets']) });
  const ofDevices = (kind: WallWidgetKind) => ({ ...wall, enabled: mayListDevices && needs([kind]) });
  const power = useQuery({ ...powerCurveQuery, ...ofDevices('power') });
  const year = useQuery({ ...yearEnergyQuery, ...ofDevices('energy') });
  const weather = useQuery({ ...weatherQuery(STATIONS_SHOWN), ...ofDevices('weather') });
  const top = useQuery({ ...topProjectsQuery(WALL_TOP_PROJECTS), ...ofDevices('topProjects') });
  useLiveDashboard();
  return {
    summary: summary.data,
    energy: energy.data,
    tickets: tickets.data,
    power: power.data,
    year: year.data,
    weather: weather.data,
    top: top.data,
    mayListTickets,
    stale: [summary, energy, tickets, power, year, weather, top].some((query) => query.isError),
  };
}

export type WallData = ReturnType<typeof useWallData>;

import type { WallWidget, WallWidgetKind } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { usePermission } from '../../../../shared/auth/permissions';
import {
  dashboardEnergyQuery,
  dashboardSummaryQuery,
  openTicketsQuery,
} from '../../../../shared/dashboard/dashboard-queries';
import { useLiveDashboard } from '../../../../shared/dashboard/use-live-dashboard';

/** Besides the live events, the aggregates are asked for again this often, as on the monitoring wall. */
const REFRESH_MS = 60_000;
const wall = { refetchInterval: REFRESH_MS, retry: true, retryDelay: 5_000 };

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
  useLiveDashboard();
  return {
    summary: summary.data,
    energy: energy.data,
    tickets: tickets.data,
    mayListTickets,
    stale: summary.isError || energy.isError || tickets.isError,
  };
}

export type WallData = ReturnType<typeof useWallData>;

import { DASHBOARD_REUSE_MS } from '@lamplighter/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveConnected, useLiveEvent } from '../live/live';
import { useGathered } from '../live/use-gathered';
import { dashboardKeys } from './dashboard-keys';

/**
 * Longer than the server keeps a summary through a change, so that the page always gets one made
 * after it; changes that come together (a sweep finding thousands offline) make one reload.
 */
const RELOAD_AFTER_MS = DASHBOARD_REUSE_MS + 500;

/**
 * Reloads the home page's aggregates (the home page and the monitoring wall show them) when devices
 * change state, warnings come or go, commands are answered or lamps go on or out.
 */
export function useLiveDashboard(): void {
  const queryClient = useQueryClient();
  const changed = useGathered(
    RELOAD_AFTER_MS,
    () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  );
  useLiveEvent('device-state', changed);
  useLiveEvent('warning', changed);
  useLiveEvent('command', changed);
  useLiveEvent('lamps', changed);
  useLiveConnected(changed);
}

import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useDevicesLive } from '../../../../shared/live/device-live';
import { useLiveConnected, useLiveEvent } from '../../../../shared/live/live';
import { useGathered } from '../../../../shared/live/use-gathered';

/** Changes that come together (a sweep finding many devices offline) make one reload. */
const RELOAD_AFTER_MS = 1_500;

/**
 * Reloads a detail wall's queries (under `key`) when devices of the subtree change state, warnings
 * come or go, commands are answered or lamps go on or out, and when one of `watched` reports.
 */
export function useLiveDetail(key: QueryKey, watched: readonly number[]): void {
  const queryClient = useQueryClient();
  const root = JSON.stringify(key);
  const changed = useGathered(
    RELOAD_AFTER_MS,
    () => void queryClient.invalidateQueries({ queryKey: JSON.parse(root) as QueryKey }),
  );
  useLiveEvent('device-state', changed);
  useLiveEvent('warning', changed);
  useLiveEvent('command', changed);
  useLiveEvent('lamps', changed);
  useLiveConnected(changed);
  useDevicesLive(watched, changed);
}

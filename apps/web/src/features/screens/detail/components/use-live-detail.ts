import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useDevicesLive } from '../../../../shared/live/device-live';
import { useLiveConnected, useLiveEvent } from '../../../../shared/live/live';

/** Changes that come together (a sweep finding many devices offline) make one reload. */
const RELOAD_AFTER_MS = 1_500;

/**
 * Reloads a detail wall's queries (under `key`) when devices of the subtree change state, warnings
 * come or go, commands are answered or lamps go on or out, and when one of `watched` reports.
 */
export function useLiveDetail(key: QueryKey, watched: readonly number[]): void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const root = JSON.stringify(key);
  const changed = () => {
    timer.current ??= setTimeout(() => {
      timer.current = undefined;
      void queryClient.invalidateQueries({ queryKey: JSON.parse(root) as QueryKey });
    }, RELOAD_AFTER_MS);
  };
  useLiveEvent('device-state', changed);
  useLiveEvent('warning', changed);
  useLiveEvent('command', changed);
  useLiveEvent('lamps', changed);
  useLiveConnected(changed);
  useDevicesLive(watched, changed);
  useEffect(() => () => clearTimeout(timer.current), []);
}

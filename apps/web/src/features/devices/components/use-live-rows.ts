import { useEffect, useRef } from 'react';
import { useDevicesLive } from '../../../shared/live/device-live';

/** Reports that come together (a street at its reporting minute) reload the page once. */
const GATHER_MS = 500;

/**
 * Reloads a list page when one of its devices reports, changes state or gets a warning, or after
 * the stream reconnects: the page's rows are watched over one stream of their own.
 */
export function useLiveRows(deviceIds: readonly number[], reload: () => void): void {
  const current = useRef(reload);
  current.current = reload;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useDevicesLive(deviceIds, () => {
    timer.current ??= setTimeout(() => {
      timer.current = undefined;
      current.current();
    }, GATHER_MS);
  });
  useEffect(() => () => clearTimeout(timer.current), []);
}

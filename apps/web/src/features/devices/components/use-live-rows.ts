import { useDevicesLive } from '../../../shared/live/device-live';
import { useGathered } from '../../../shared/live/use-gathered';

/** Reports that come together (a street at its reporting minute) reload the page once. */
const GATHER_MS = 500;

/**
 * Reloads a list page when one of its devices reports, changes state or gets a warning, or after
 * the stream reconnects: the page's rows are watched over one stream of their own.
 */
export function useLiveRows(deviceIds: readonly number[], reload: () => void): void {
  useDevicesLive(deviceIds, useGathered(GATHER_MS, reload));
}

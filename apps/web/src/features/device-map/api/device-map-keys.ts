import { domainKeys, sharedKeys } from '../../../shared/api/query-keys';
import type { PointsFilter } from './device-map';

const points = [...domainKeys.devices, 'points'];

/**
 * The map's queries, under the devices' root, so that screens changing devices refresh the map too.
 * A device's card reads the shared device detail, which the live run states reload.
 */
export const deviceMapKeys = {
  points,
  pointsOf: (filter: PointsFilter) => [...points, filter],
  /** Where the filter sits in a points key. */
  pointsFilterIndex: points.length,
  detail: sharedKeys.deviceDetail,
};

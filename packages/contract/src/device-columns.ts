import { deviceFilter } from './devices';
import { endpoint } from './endpoint';

/**
 * The 3D view's columns: one binary answer for the whole subtree, in network byte order (big-endian,
 * as the database writes the numbers), a 16-byte header (bytes 0-3 `LLCL`, 4-7 version 1 as uint32,
 * 8-11 count as uint32, 12-15 reserved, 0) then per device 24 bytes: id int32, longitude float32,
 * latitude float32, project id int32, latest load power in W float32 (NaN before the device reports
 * it), devicetype uint8, runstate uint8 (0 = none), 2 reserved bytes. Only devices with coordinates;
 * the list's filters apply.
 */
export const DEVICE_COLUMNS_MAGIC = 'LLCL';
export const DEVICE_COLUMNS_VERSION = 1;
export const DEVICE_COLUMN_BYTES = 24;
export const DEVICE_COLUMNS_HEADER_BYTES = 16;

export const deviceColumnEndpoints = {
  columns: endpoint({
    method: 'GET',
    path: '/remote/device/columns',
    summary:
      'Every located device of the subtree with its project, run state and load power, for the 3D view, as one compact binary answer',
    tag: 'device',
    access: 'device:list',
    query: deviceFilter,
    response: { contentType: 'application/octet-stream' },
  }),
};

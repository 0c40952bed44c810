import { DEVICE_POINT_BYTES, DEVICE_POINTS_HEADER_BYTES, DEVICE_POINTS_MAGIC } from '@lamplighter/contract';
import type { DevicePointRow } from './devices.queries';

export const DEVICE_POINTS_VERSION = 1;

/**
 * The map's points in the layout of the contract (devices.ts), little-endian: `LLPT`, version
 * uint32, count uint32, 4 reserved bytes; then per device id int32, longitude float32, latitude
 * float32, devicetype uint8, runstate uint8 (0 = none reported). Written into one buffer.
 */
export function encodeDevicePoints(rows: readonly DevicePointRow[]): Buffer {
  const buffer = Buffer.alloc(DEVICE_POINTS_HEADER_BYTES + rows.length * DEVICE_POINT_BYTES);
  buffer.write(DEVICE_POINTS_MAGIC, 0, 'latin1');
  buffer.writeUInt32LE(DEVICE_POINTS_VERSION, 4);
  buffer.writeUInt32LE(rows.length, 8);
  let at = DEVICE_POINTS_HEADER_BYTES;
  for (const row of rows) {
    buffer.writeInt32LE(row.id, at);
    buffer.writeFloatLE(row.longitude, at + 4);
    buffer.writeFloatLE(row.latitude, at + 8);
    buffer.writeUInt8(row.typeId & 0xff, at + 12);
    buffer.writeUInt8((row.runState ?? 0) & 0xff, at + 13);
    at += DEVICE_POINT_BYTES;
  }
  return buffer;
}

import { DEVICE_POINT_BYTES, DEVICE_POINTS_HEADER_BYTES, DEVICE_POINTS_MAGIC } from '@lamplighter/contract';

/**
 * The devices of the map as columns of typed arrays: one entry per device, no object per device.
 * `states[i]` is 0 when the device has not reported a run state yet.
 */
export interface DevicePoints {
  count: number;
  ids: Int32Array;
  lngs: Float32Array;
  lats: Float32Array;
  types: Uint8Array;
  states: Uint8Array;
}

export class PointsFormatError extends Error {}

const SUPPORTED_VERSION = 1;

/**
 * Reads the binary answer of GET /remote/device/points (layout in the contract, devices.ts):
 * a 16-byte header `LLPT`, version uint32, count uint32, 4 reserved; then 14 bytes per device,
 * little-endian. A body of another kind or length is refused rather than drawn half.
 */
export function decodeDevicePoints(buffer: ArrayBuffer): DevicePoints {
  if (buffer.byteLength < DEVICE_POINTS_HEADER_BYTES) {
    throw new PointsFormatError(`device points: ${buffer.byteLength} bytes, shorter than the header`);
  }
  const view = new DataView(buffer);
  const magic = String.fromCharCode(...new Uint8Array(buffer, 0, DEVICE_POINTS_MAGIC.length));
  if (magic !== DEVICE_POINTS_MAGIC) throw new PointsFormatError(`device points: unknown format ${magic}`);
  const version = view.getUint32(4, true);
  if (version !== SUPPORTED_VERSION) throw new PointsFormatError(`device points: version ${version}`);
  const count = view.getUint32(8, true);
  const expected = DEVICE_POINTS_HEADER_BYTES + count * DEVICE_POINT_BYTES;
  if (buffer.byteLength !== expected) {
    throw new PointsFormatError(`device points: ${buffer.byteLength} bytes for ${count} devices`);
  }
  const points: DevicePoints = {
    count,
    ids: new Int32Array(count),
    lngs: new Float32Array(count),
    lats: new Float32Array(count),
    types: new Uint8Array(count),
    states: new Uint8Array(count),
  };
  for (let i = 0, at = DEVICE_POINTS_HEADER_BYTES; i < count; i++, at += DEVICE_POINT_BYTES) {
    points.ids[i] = view.getInt32(at, true);
    points.lngs[i] = view.getFloat32(at + 4, true);
    points.lats[i] = view.getFloat32(at + 8, true);
    points.types[i] = view.getUint8(at + 12);
    points.states[i] = view.getUint8(at + 13);
  }
  return points;
}

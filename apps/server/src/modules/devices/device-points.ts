import { DEVICE_POINT_BYTES, DEVICE_POINTS_HEADER_BYTES, DEVICE_POINTS_MAGIC } from '@lamplighter/contract';

export const DEVICE_POINTS_VERSION = 1;

/**
 * The map's points in the layout of the contract (devices.ts), little-endian: `LLPT`, version
 * uint32, count uint32, 4 reserved bytes; then per device id int32, longitude float32, latitude
 * float32, devicetype uint8, runstate uint8. `packed` holds the same records as the database
 * packs them (numbers big-endian); each is turned around into one new buffer.
 */
export function encodeDevicePoints(packed: Buffer): Buffer {
  const count = Math.floor(packed.byteLength / DEVICE_POINT_BYTES);
  const buffer = Buffer.allocUnsafe(DEVICE_POINTS_HEADER_BYTES + count * DEVICE_POINT_BYTES);
  buffer.write(DEVICE_POINTS_MAGIC, 0, 'latin1');
  buffer.writeUInt32LE(DEVICE_POINTS_VERSION, 4);
  buffer.writeUInt32LE(count, 8);
  buffer.writeUInt32LE(0, 12);
  for (let i = 0, from = 0, to = DEVICE_POINTS_HEADER_BYTES; i < count; i++) {
    // The three numbers move as raw 32-bit words: only their byte order changes.
    buffer.writeUInt32LE(packed.readUInt32BE(from), to);
    buffer.writeUInt32LE(packed.readUInt32BE(from + 4), to + 4);
    buffer.writeUInt32LE(packed.readUInt32BE(from + 8), to + 8);
    buffer[to + 12] = packed[from + 12] ?? 0;
    buffer[to + 13] = packed[from + 13] ?? 0;
    from += DEVICE_POINT_BYTES;
    to += DEVICE_POINT_BYTES;
  }
  return buffer;
}

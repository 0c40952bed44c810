import {
  DEVICE_COLUMN_BYTES,
  DEVICE_COLUMNS_HEADER_BYTES,
  DEVICE_COLUMNS_MAGIC,
  DEVICE_COLUMNS_VERSION,
} from '@lamplighter/contract';

/**
 * The located devices of the 3D view as columns of typed arrays, one entry per device: no object
 * per device. `powers[i]` is NaN before the device reports a load power, `states[i]` 0 before it
 * reports a run state.
 */
export interface DeviceColumns {
  count: number;
  ids: Int32Array;
  lngs: Float32Array;
  lats: Float32Array;
  projects: Int32Array;
  powers: Float32Array;
  types: Uint8Array;
  states: Uint8Array;
}

export class ColumnsFormatError extends Error {}

/**
 * Reads the binary answer of GET /remote/device/columns (layout in the contract,
 * device-columns.ts, big-endian). A body of another kind or length is refused rather than drawn half.
 */
export function decodeDeviceColumns(buffer: ArrayBuffer): DeviceColumns {
  if (buffer.byteLength < DEVICE_COLUMNS_HEADER_BYTES) {
    throw new ColumnsFormatError(`device columns: ${buffer.byteLength} bytes, shorter than the header`);
  }
  const view = new DataView(buffer);
  const magic = String.fromCharCode(...new Uint8Array(buffer, 0, DEVICE_COLUMNS_MAGIC.length));
  if (magic !== DEVICE_COLUMNS_MAGIC) throw new ColumnsFormatError(`device columns: unknown format ${magic}`);
  const version = view.getUint32(4);
  if (version !== DEVICE_COLUMNS_VERSION) throw new ColumnsFormatError(`device columns: version ${version}`);
  const count = view.getUint32(8);
  if (buffer.byteLength !== DEVICE_COLUMNS_HEADER_BYTES + count * DEVICE_COLUMN_BYTES) {
    throw new ColumnsFormatError(`device columns: ${buffer.byteLength} bytes for ${count} devices`);
  }
  const columns: DeviceColumns = {
    count,
    ids: new Int32Array(count),
    lngs: new Float32Array(count),
    lats: new Float32Array(count),
    projects: new Int32Array(count),
    powers: new Float32Array(count),
    types: new Uint8Array(count),
    states: new Uint8Array(count),
  };
  for (let i = 0, at = DEVICE_COLUMNS_HEADER_BYTES; i < count; i++, at += DEVICE_COLUMN_BYTES) {
    columns.ids[i] = view.getInt32(at);
    columns.lngs[i] = view.getFloat32(at + 4);
    columns.lats[i] = view.getFloat32(at + 8);
    columns.projects[i] = view.getInt32(at + 12);
    columns.powers[i] = view.getFloat32(at + 16);
    columns.types[i] = view.getUint8(at + 20);
    columns.states[i] = view.getUint8(at + 21);
  }
  return columns;
}

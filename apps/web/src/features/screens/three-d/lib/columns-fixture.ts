import type { DeviceColumns } from './decode-columns';

/** Columns for the tests, from one object per device. */
export function columnsOf(
  rows: { id: number; lng: number; lat: number; project?: number; power?: number; state?: number }[],
): DeviceColumns {
  return {
    count: rows.length,
    ids: Int32Array.from(rows, (row) => row.id),
    lngs: Float32Array.from(rows, (row) => row.lng),
    lats: Float32Array.from(rows, (row) => row.lat),
    projects: Int32Array.from(rows, (row) => row.project ?? 1),
    powers: Float32Array.from(rows, (row) => row.power ?? Number.NaN),
    types: Uint8Array.from(rows, () => 1),
    states: Uint8Array.from(rows, (row) => row.state ?? 1),
  };
}

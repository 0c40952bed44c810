import { describe, expect, it } from 'vitest';
import { ColumnsFormatError, decodeDeviceColumns } from './decode-columns';

/** An answer as the server writes it: big-endian, the header then 24 bytes a device. */
export function encodeColumns(
  rows: {
    id: number;
    lng: number;
    lat: number;
    project: number;
    power: number;
    type: number;
    state: number;
  }[],
  { magic = 'LLCL', version = 1, extra = 0 } = {},
): ArrayBuffer {
  const buffer = new ArrayBuffer(16 + rows.length * 24 + extra);
  const view = new DataView(buffer);
  for (let i = 0; i < magic.length; i++) view.setUint8(i, magic.charCodeAt(i));
  view.setUint32(4, version);
  view.setUint32(8, rows.length);
  rows.forEach((row, i) => {
    const at = 16 + i * 24;
    view.setInt32(at, row.id);
    view.setFloat32(at + 4, row.lng);
    view.setFloat32(at + 8, row.lat);
    view.setInt32(at + 12, row.project);
    view.setFloat32(at + 16, row.power);
    view.setUint8(at + 20, row.type);
    view.setUint8(at + 21, row.state);
  });
  return buffer;
}

describe('decodeDeviceColumns', () => {
  it('reads every device into typed arrays, NaN where no power was reported', () => {
    const columns = decodeDeviceColumns(
      encodeColumns([
        { id: 7, lng: 120.15, lat: 30.28, project: 3, power: 42.5, type: 1, state: 1 },
        { id: 9, lng: -73.98, lat: 40.74, project: 4, power: Number.NaN, type: 4, state: 0 },
      ]),
    );
    expect(columns.count).toBe(2);
    expect([...columns.ids]).toEqual([7, 9]);
    expect(columns.lngs[0]).toBeCloseTo(120.15, 4);
    expect(columns.lats[1]).toBeCloseTo(40.74, 4);
    expect([...columns.projects]).toEqual([3, 4]);
    expect(columns.powers[0]).toBe(42.5);
    expect(columns.powers[1]).toBeNaN();
    expect([...columns.types]).toEqual([1, 4]);
    expect([...columns.states]).toEqual([1, 0]);
  });

  it('refuses another format, version or length rather than drawing half', () => {
    const row = { id: 1, lng: 1, lat: 1, project: 1, power: 1, type: 1, state: 1 };
    expect(() => decodeDeviceColumns(new ArrayBuffer(8))).toThrow(ColumnsFormatError);
    expect(() => decodeDeviceColumns(encodeColumns([row], { magic: 'LLPT' }))).toThrow(/format LLPT/);
    expect(() => decodeDeviceColumns(encodeColumns([row], { version: 2 }))).toThrow(/version 2/);
    expect(() => decodeDeviceColumns(encodeColumns([row], { extra: 3 }))).toThrow(/bytes for 1/);
  });
});

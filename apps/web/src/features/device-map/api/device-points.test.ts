import { describe, expect, it } from 'vitest';
import { decodeDevicePoints, PointsFormatError } from './device-points';

interface Row {
  id: number;
  lng: number;
  lat: number;
  type: number;
  state: number;
}

/** Written byte by byte as the contract describes it, independently of the decoder. */
function answer(rows: Row[], header: { magic?: string; version?: number; count?: number } = {}): ArrayBuffer {
  const bytes = Buffer.alloc(16 + rows.length * 14);
  bytes.write(header.magic ?? 'LLPT', 0, 'latin1');
  bytes.writeUInt32LE(header.version ?? 1, 4);
  bytes.writeUInt32LE(header.count ?? rows.length, 8);
  rows.forEach((row, i) => {
    const at = 16 + i * 14;
    bytes.writeInt32LE(row.id, at);
    bytes.writeFloatLE(row.lng, at + 4);
    bytes.writeFloatLE(row.lat, at + 8);
    bytes.writeUInt8(row.type, at + 12);
    bytes.writeUInt8(row.state, at + 13);
  });
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}

describe('decodeDevicePoints', () => {
  it('reads every device of the answer into columns, little-endian, at float32 precision', () => {
    const rows = [
      { id: 1, lng: 116.397128, lat: 39.916527, type: 1, state: 1 },
      { id: 2_000_000_001, lng: -73.985, lat: 40.758, type: 9, state: 0 },
      { id: 77, lng: 179.999, lat: -89.5, type: 4, state: 255 },
    ];
    const points = decodeDevicePoints(answer(rows));
    expect(points.count).toBe(3);
    expect([...points.ids]).toEqual([1, 2_000_000_001, 77]);
    expect([...points.types]).toEqual([1, 9, 4]);
    expect([...points.states]).toEqual([1, 0, 255]);
    rows.forEach((row, i) => {
      expect(points.lngs[i]).toBeCloseTo(row.lng, 4);
      expect(points.lats[i]).toBeCloseTo(row.lat, 4);
    });
  });

  it('reads an empty answer as no devices', () => {
    expect(decodeDevicePoints(answer([])).count).toBe(0);
  });

  it('reads 100,000 devices into typed arrays of that length', () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => ({
      id: i + 1,
      lng: 100 + (i % 1000) / 100,
      lat: 30 + Math.floor(i / 1000) / 100,
      type: (i % 9) + 1,
      state: i % 6,
    }));
    const points = decodeDevicePoints(answer(rows));
    expect(points.ids.length).toBe(100_000);
    expect(points.ids[99_999]).toBe(100_000);
    expect(points.states[99_999]).toBe(99_999 % 6);
    expect(points.lats[99_999]).toBeCloseTo(30.99, 4);
  });

  it('refuses another format, another version, and a length that does not match the count', () => {
    const row = { id: 1, lng: 1, lat: 1, type: 1, state: 1 };
    expect(() => decodeDevicePoints(new ArrayBuffer(8))).toThrow(PointsFormatError);
    expect(() => decodeDevicePoints(answer([row], { magic: 'JSON' }))).toThrow(/unknown format/);
    expect(() => decodeDevicePoints(answer([row], { version: 2 }))).toThrow(/version 2/);
    expect(() => decodeDevicePoints(answer([row], { count: 2 }))).toThrow(/30 bytes for 2 devices/);
    expect(() => decodeDevicePoints(answer([row, row], { count: 1 }))).toThrow(/44 bytes for 1 devices/);
  });
});

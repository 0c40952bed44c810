import { describe, expect, it } from 'vitest';
import { snapshotFileName } from './snapshot-name';

describe('the file name of a saved frame', () => {
  it('is the camera number and the local time, to the second', () => {
    expect(snapshotFileName('HZ-XH-C1', new Date(2026, 10, 26, 8, 30, 5))).toBe(
      'HZ-XH-C1-20261126-083005.png',
    );
    expect(snapshotFileName('C9', new Date(2027, 0, 2, 23, 59, 59))).toBe('C9-20270102-235959.png');
  });

  it('holds nothing a file name may not', () => {
    expect(snapshotFileName('gate/north: "A"', new Date(2026, 0, 1, 0, 0, 0))).toBe(
      'gate_north_A_-20260101-000000.png',
    );
    expect(snapshotFileName('  ', new Date(2026, 0, 1, 0, 0, 0))).toBe('camera-20260101-000000.png');
  });
});

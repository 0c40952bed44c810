import { describe, expect, it } from 'vitest';
import { byAttention } from './device-order';

const device = (devicecode: string, runstate: number | null) => ({ devicecode, runstate });

describe("the order of a project's devices on the detail wall", () => {
  it('puts faults, alarms, offline, upgrading and silent devices before the normal ones', () => {
    const ordered = byAttention([
      device('A', 1),
      device('B', null),
      device('C', 4),
      device('D', 3),
      device('E', 5),
      device('F', 2),
    ]);
    expect(ordered.map((row) => row.devicecode)).toEqual(['D', 'F', 'C', 'E', 'B', 'A']);
  });

  it('orders devices in the same state by number, and leaves the list it was given alone', () => {
    const given = [device('SL-2', 1), device('SL-10', 1), device('SL-1', 1)];
    expect(byAttention(given).map((row) => row.devicecode)).toEqual(['SL-1', 'SL-10', 'SL-2']);
    expect(given[0]?.devicecode).toBe('SL-2');
  });
});

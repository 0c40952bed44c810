import { describe, expect, it } from 'vitest';
import { PROJECT_MAP_GRID, projectFigures } from './project-figures';

/** 14:00 UTC: 22:00 in Beijing (dark), 09:00 or 10:00 in New York (day). */
const AT = Date.parse('2026-03-10T14:00:00Z');
const lamp = (state: number | null, longitude: number | null, latitude: number | null, on = false) => ({
  type: 1,
  state,
  longitude,
  latitude,
  on,
});

describe("a project's figures on the detail wall", () => {
  it('counts nothing for a project without devices', () => {
    expect(projectFigures([], AT)).toEqual({
      devices: {
        total: 0,
        byState: [1, 2, 3, 4, 5, null].map((runstate) => ({ runstate, count: 0 })),
        byType: [],
      },
      lamps: { total: 0, on: 0, located: 0, expectedOn: 0 },
      map: [],
    });
  });

  it('counts a run state it does not know with the devices that never reported', () => {
    const { devices } = projectFigures(
      [lamp(9, null, null), lamp(null, null, null), lamp(2, null, null)],
      AT,
    );
    expect(devices.byState.find((row) => row.runstate === null)?.count).toBe(2);
    expect(devices.byState.find((row) => row.runstate === 2)?.count).toBe(1);
    expect(devices.byType).toEqual([{ devicetype: 1, count: 3 }]);
  });

  it('expects the located lamps in the dark to burn, judged at each lamp, and counts only lamps', () => {
    const camera = { type: 6, state: 1, longitude: 116.4, latitude: 39.9, on: false };
    const { lamps } = projectFigures(
      [lamp(1, 116.4, 39.9, true), lamp(1, -74, 40.7, true), lamp(1, null, null), camera],
      AT,
    );
    expect(lamps).toEqual({ total: 3, on: 2, located: 2, expectedOn: 1 });
  });

  it('puts near devices in one cell of the grid, at their mean place, with their run states', () => {
    const step = 1 / PROJECT_MAP_GRID;
    const map = projectFigures(
      [lamp(1, 120, 30), lamp(3, 120 + step / 10, 30), lamp(null, 121, 31)],
      AT,
    ).map.sort((a, b) => a.longitude - b.longitude);
    expect(map).toHaveLength(2);
    expect(map[0]).toMatchObject({ count: 2, states: [1, 0, 1, 0, 0, 0] });
    expect(map[0]?.longitude).toBeCloseTo(120 + step / 20);
    expect(map[1]).toMatchObject({ longitude: 121, latitude: 31, count: 1, states: [0, 0, 0, 0, 0, 1] });
  });
});

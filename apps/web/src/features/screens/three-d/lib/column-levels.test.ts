import { describe, expect, it } from 'vitest';
import { ColumnLevels, MERGE_CELLS_M, MERGE_SPACING } from './column-levels';
import { columnsOf } from './columns-fixture';

const columns = () =>
  columnsOf([
    { id: 100, lng: 116.4, lat: 39.9, power: 50, state: 1 },
    { id: 101, lng: 116.40001, lat: 39.9, power: 150, state: 1 },
    { id: 102, lng: 116.45, lat: 39.9, power: 25, state: 1 },
  ]);

describe('ColumnLevels', () => {
  it('draws one column per device until merged, and merges by squares some widths apart', () => {
    const levels = new ColumnLevels(columns());
    expect(levels.device.scene.count).toBe(3);
    expect(levels.device.merged).toBeUndefined();
    const level = levels.mergedFor(30);
    expect(level.merged?.cellM).toBe(MERGE_CELLS_M.find((size) => size >= 30 * MERGE_SPACING));
    expect(level.scene.count).toBe(2);
    expect(levels.mergedFor(30)).toBe(level);
    expect(levels.mergedFor(1e9).merged?.cellM).toBe(MERGE_CELLS_M.at(-1));
  });

  it('keeps the height scale of the single devices on every level', () => {
    const levels = new ColumnLevels(columns());
    const merged = levels.mergedFor(30);
    expect(merged.scene.fullPower).toBe(levels.device.scene.fullPower);
    const pair = merged.scene.slotOf.get(merged.merged?.groupOf[0] as number) as number;
    expect(merged.scene.instances[pair * 3 + 2]).toBeCloseTo(100 / 150);
  });

  it('recolours the device and every merged square it is in, and nothing else', () => {
    const levels = new ColumnLevels(columns());
    const merged = levels.mergedFor(30);
    const changed = levels.setState(101, 3);
    const pair = merged.scene.slotOf.get(merged.merged?.groupOf[1] as number) as number;
    expect(changed).toEqual([
      { scene: levels.device.scene, slot: levels.device.scene.slotOf.get(101) },
      { scene: merged.scene, slot: pair },
    ]);
    expect(merged.scene.states[pair]).toBe(3);
    // The square's other device is still normal: once the fault clears, so does the square.
    levels.setState(101, 1);
    expect(merged.scene.states[pair]).toBe(1);
    expect(levels.setState(999, 3)).toBeUndefined();
  });

  it('builds a merged level from the states of now, not of the first answer', () => {
    const levels = new ColumnLevels(columns());
    levels.setState(102, 2);
    const merged = levels.mergedFor(30);
    const alone = merged.scene.slotOf.get(merged.merged?.groupOf[2] as number) as number;
    expect(merged.scene.states[alone]).toBe(2);
  });
});

import { type MergedColumns, mergeColumns, prevailingState } from './column-merge';
import { buildScene, type ColumnScene } from './column-scene';
import type { DeviceColumns } from './decode-columns';

/** Square sizes of the merged views, in metres, each twice the one before. */
export const MERGE_CELLS_M = [20, 40, 80, 160, 320, 640, 1280, 2560, 5120, 10_240, 20_480];
/** Merged columns stand at least this many column widths apart: columns to read, not a wall. */
export const MERGE_SPACING = 6;

/** A way of drawing the devices: one column each, or one per square of `merged.cellM`. */
export interface ColumnLevel {
  scene: ColumnScene;
  merged?: MergedColumns;
}

/**
 * The devices' columns one by one, and merged by squares for views that hold too many to draw one
 * by one (a merged level is built the first time a zoom needs it). Every level shares the height
 * scale of the single devices; live run states reach every level built.
 */
export class ColumnLevels {
  readonly device: ColumnLevel;
  private readonly states: Uint8Array;
  private readonly built = new Map<number, ColumnLevel>();

  constructor(private readonly columns: DeviceColumns) {
    this.device = { scene: buildScene(columns) };
    this.states = Uint8Array.from(columns.states);
  }

  /** The merged level for columns `widthM` wide. */
  mergedFor(widthM: number): ColumnLevel {
    const cellM =
      MERGE_CELLS_M.find((size) => size >= widthM * MERGE_SPACING) ?? (MERGE_CELLS_M.at(-1) as number);
    let level = this.built.get(cellM);
    if (!level) {
      const merged = mergeColumns({ ...this.columns, states: this.states }, cellM);
      level = { merged, scene: buildScene(merged.columns, this.device.scene.fullPower) };
      this.built.set(cellM, level);
    }
    return level;
  }

  /**
   * A device's new run state; answers the slots whose colour changed, per scene, or undefined for
   * a device that has no column.
   */
  setState(deviceId: number, state: number): { scene: ColumnScene; slot: number }[] | undefined {
    const slot = this.device.scene.slotOf.get(deviceId);
    if (slot === undefined) return undefined;
    const index = this.device.scene.columnOf[slot] as number;
    this.states[index] = state;
    this.device.scene.states[slot] = state;
    const changed = [{ scene: this.device.scene, slot }];
    for (const { merged, scene } of this.built.values()) {
      if (!merged) continue;
      const group = merged.groupOf[index] as number;
      const groupSlot = scene.slotOf.get(group) as number;
      const prevailing = prevailingState(this.states, merged, group);
      if (scene.states[groupSlot] !== prevailing) {
        scene.states[groupSlot] = prevailing;
        changed.push({ scene, slot: groupSlot });
      }
    }
    return changed;
  }
}

import { EARTH_CIRCUMFERENCE, mercatorX, mercatorY } from './column-scene';
import type { DeviceColumns } from './decode-columns';

/**
 * How bad a run state is, to settle a tie between states as common in a square: fault, then
 * alarm, offline, upgrading, normal, and last a device that has not reported (0 or unknown).
 */
const SEVERITY: Record<number, number> = { 3: 5, 2: 4, 4: 3, 5: 2, 1: 1 };
export const severity = (state: number) => SEVERITY[state] ?? 0;

/**
 * The devices gathered into squares of `cellM` metres: one column per square that holds any, at
 * the mean position of its devices, with their mean load power and the run state most of them are
 * in (as the monitoring wall's map colours its dots: one fault among a hundred lamps does not paint
 * a district red).
 * `columns` is shaped as the decoded answer (ids are the group numbers), so that the scene is
 * built and drawn as for single devices.
 */
export interface MergedColumns {
  cellM: number;
  columns: DeviceColumns;
  /** The group of each device, by its index in the decoded answer. */
  groupOf: Uint32Array;
  /** Device indices sorted by group: those of group g are members[memberStart[g] .. memberStart[g + 1]). */
  members: Uint32Array;
  memberStart: Uint32Array;
}

export function mergeColumns(source: DeviceColumns, cellM: number): MergedColumns {
  const { count } = source;
  let south = Number.POSITIVE_INFINITY;
  let north = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < count; i++) {
    south = Math.min(south, source.lats[i] as number);
    north = Math.max(north, source.lats[i] as number);
  }
  const lat = count ? (south + north) / 2 : 0;
  const unitsPerCell = cellM / (EARTH_CIRCUMFERENCE * Math.cos((lat * Math.PI) / 180));

  const groupOfKey = new Map<number, number>();
  const groupOf = new Uint32Array(count);
  const sizes: number[] = [];
  for (let i = 0; i < count; i++) {
    const gx = Math.floor(mercatorX(source.lngs[i] as number) / unitsPerCell);
    const gy = Math.floor(mercatorY(source.lats[i] as number) / unitsPerCell);
    // A mercator unit holds fewer than 2^26 cells of a metre or more: the pair fits one number.
    const key = gx * 2 ** 26 + gy;
    let group = groupOfKey.get(key);
    if (group === undefined) {
      group = sizes.length;
      groupOfKey.set(key, group);
      sizes.push(0);
    }
    groupOf[i] = group;
    sizes[group] = (sizes[group] as number) + 1;
  }

  const groups = sizes.length;
  const memberStart = new Uint32Array(groups + 1);
  for (let g = 0; g < groups; g++) memberStart[g + 1] = (memberStart[g] as number) + (sizes[g] as number);
  const members = new Uint32Array(count);
  const next = memberStart.slice(0, groups);
  for (let i = 0; i < count; i++) {
    const g = groupOf[i] as number;
    members[next[g] as number] = i;
    next[g] = (next[g] as number) + 1;
  }

  const columns: DeviceColumns = {
    count: groups,
    ids: new Int32Array(groups),
    lngs: new Float32Array(groups),
    lats: new Float32Array(groups),
    projects: new Int32Array(groups),
    powers: new Float32Array(groups),
    types: new Uint8Array(groups),
    states: new Uint8Array(groups),
  };
  const merged: MergedColumns = { cellM, columns, groupOf, members, memberStart };
  for (let g = 0; g < groups; g++) {
    let lng = 0;
    let lat = 0;
    let power = 0;
    let powered = 0;
    const from = memberStart[g] as number;
    const to = memberStart[g + 1] as number;
    for (let at = from; at < to; at++) {
      const i = members[at] as number;
      lng += source.lngs[i] as number;
      lat += source.lats[i] as number;
      const watts = source.powers[i] as number;
      if (watts >= 0) {
        power += watts;
        powered += 1;
      }
    }
    const first = members[from] as number;
    columns.ids[g] = g;
    columns.lngs[g] = lng / (to - from);
    columns.lats[g] = lat / (to - from);
    columns.projects[g] = source.projects[first] as number;
    columns.powers[g] = powered ? power / powered : Number.NaN;
    columns.types[g] = source.types[first] as number;
    columns.states[g] = prevailingState(source.states, merged, g);
  }
  return merged;
}

/**
 * The run state most of a group's devices are in, the worse of two as common, as `states` (indexed
 * like the decoded answer) holds them now; 0 when most have not reported.
 */
export function prevailingState(states: ArrayLike<number>, merged: MergedColumns, group: number): number {
  const counts = [0, 0, 0, 0, 0, 0];
  const to = merged.memberStart[group + 1] as number;
  for (let at = merged.memberStart[group] as number; at < to; at++) {
    const state = states[merged.members[at] as number] as number;
    const known = state >= 1 && state <= 5 ? state : 0;
    counts[known] = (counts[known] as number) + 1;
  }
  let prevailing = 0;
  for (let state = 1; state <= 5; state++) {
    const more = (counts[state] as number) - (counts[prevailing] as number);
    if (more > 0 || (more === 0 && severity(state) > severity(prevailing))) prevailing = state;
  }
  return prevailing;
}

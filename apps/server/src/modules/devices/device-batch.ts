import type { DeviceInput, MessageKey } from '@lamplighter/contract';
import { isPlacement, type Placement, type PlacementLookup, placementOf } from '../projects/placements';

/** Why one row of a batch cannot be added. `index` is the row's position in the batch, from 0. */
export interface BatchFailure {
  index: number;
  field: string;
  key: MessageKey;
  params?: Record<string, string | number>;
}

/** What a batch check needs to know of the database. */
export interface BatchFacts {
  placements: PlacementLookup;
  takenCodes: Set<string>;
  /** Manufacturers the caller may not name: none of its subtree's, or none at all. */
  manufacturersOutOfReach: Set<number>;
}

export interface PlannedRow {
  index: number;
  input: DeviceInput;
  placement: Placement;
}

/**
 * Checks every row of a batch against the others and the database: a number twice in the batch
 * (the later rows fail), a number already in use, a project or group outside the caller's
 * subtree or a group of another project, a manufacturer outside the caller's subtree or nowhere.
 * A row may fail on several fields at once; each is reported.
 */
export function planBatch(inputs: DeviceInput[], facts: BatchFacts) {
  const failures: BatchFailure[] = [];
  const rows: PlannedRow[] = [];
  const seen = new Set<string>();
  inputs.forEach((input, index) => {
    const before = failures.length;
    const code = input.devicecode;
    if (seen.has(code))
      failures.push({ index, field: 'devicecode', key: 'error.deviceCodeRepeated', params: { code } });
    else if (facts.takenCodes.has(code))
      failures.push({ index, field: 'devicecode', key: 'error.deviceCodeTaken', params: { code } });
    seen.add(code);
    const placement = placementOf(facts.placements, input.projectid, input.groupid);
    if (!isPlacement(placement)) failures.push({ index, field: placement.field, key: placement.key });
    if (input.manufacturerid !== undefined && facts.manufacturersOutOfReach.has(input.manufacturerid)) {
      failures.push({ index, field: 'manufacturerid', key: 'error.manufacturerNotFound' });
    }
    if (failures.length === before && isPlacement(placement)) rows.push({ index, input, placement });
  });
  return { rows, failures };
}

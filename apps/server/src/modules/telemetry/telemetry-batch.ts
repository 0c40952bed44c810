import type { AttributeRow, MessageRows, ValueRow } from './message-rows';

/** What one transaction writes for many messages. */
export interface Batch {
  /**
   * One row per device, key and timestamp: of a value sent twice the first received. The newest of
   * each device and key becomes its latest value (see the repository).
   */
  history: ValueRow[];
  /** The last value of each device, scope and key in the batch. */
  attributes: AttributeRow[];
  months: Set<number>;
}

function byDeviceThenKey(a: { d: number; k: string }, b: { d: number; k: string }): number {
  return a.d - b.d || (a.k < b.k ? -1 : a.k > b.k ? 1 : 0);
}

function byDeviceKeyTime(a: ValueRow, b: ValueRow): number {
  return byDeviceThenKey(a, b) || (a.t < b.t ? -1 : a.t > b.t ? 1 : 0);
}

/** Rows sorted by device, key and time without the repeats of a device, key and time. */
function firstOfEachTime(sorted: ValueRow[]): ValueRow[] {
  return sorted.filter((row, i) => {
    const before = sorted[i - 1];
    return !before || before.d !== row.d || before.k !== row.k || before.t !== row.t;
  });
}

/**
 * Gathers the rows of many messages. One statement may not touch a row twice, so the history keeps
 * the first value received of a device, key and time, and the attributes the last of a device,
 * scope and key. Every statement's rows are sorted by key, so that batches written at the same
 * time take their row locks in one order and never deadlock.
 */
export function collectBatch(parts: MessageRows[]): Batch {
  const history: ValueRow[] = [];
  const attributes = new Map<string, AttributeRow>();
  const months = new Set<number>();
  for (const part of parts) {
    for (const row of part.history) history.push(row);
    for (const row of part.attributes) attributes.set(`${row.d}\n${row.sc}\n${row.k}`, row);
    for (const month of part.months) months.add(month);
  }
  return {
    // A stable sort: of two values with one timestamp the first received comes first and stays.
    history: firstOfEachTime(history.sort(byDeviceKeyTime)),
    attributes: [...attributes.values()].sort((a, b) => byDeviceThenKey(a, b) || (a.sc < b.sc ? -1 : 1)),
    months,
  };
}

/** The lamps a threshold dims: one group of the project, or the whole project (null). */
export interface DimmingTarget {
  groupId: number | null;
}

/** A threshold crossed now that dims lamps. */
export interface ActiveRule extends DimmingTarget {
  id: number;
  dimTo: number;
  dimBack: number;
}

/** A threshold that has dimmed lamps, as recorded. */
export interface DimmedRule extends DimmingTarget {
  thresholdId: number;
  dimmedTo: number;
  dimBack: number;
}

export interface DimmingPlan {
  /** Commands to send, the whole project first so that a group's own level is sent after it. */
  send: (DimmingTarget & { brightness: number })[];
  mark: { thresholdId: number; groupId: number | null; dimmedTo: number; dimBack: number }[];
  unmark: number[];
}

const keyOf = (target: DimmingTarget) => target.groupId ?? 0;

/**
 * What to send now that these thresholds are crossed, given those that had dimmed lamps: each
 * target (a group, or the project) goes to the lowest level of its crossed thresholds when that set
 * changes, and once none is crossed it gets back the highest level its thresholds give back (a group
 * inside a project still dimmed as a whole gets the project's level instead).
 */
export function planDimming(active: ActiveRule[], dimmed: DimmedRule[]): DimmingPlan {
  const plan: DimmingPlan = { send: [], mark: [], unmark: [] };
  const activeBy = groupBy(active);
  const dimmedBy = groupBy(dimmed);
  const projectLevel = activeBy.get(0) && lowest(activeBy.get(0) ?? []);
  const targets = [...new Set([...activeBy.keys(), ...dimmedBy.keys()])].sort((a, b) => a - b);
  for (const key of targets) {
    const groupId = key === 0 ? null : key;
    const now = activeBy.get(key) ?? [];
    const before = dimmedBy.get(key) ?? [];
    const stillIds = new Set(now.map((rule) => rule.id));
    plan.unmark.push(...before.filter((row) => !stillIds.has(row.thresholdId)).map((row) => row.thresholdId));
    if (now.length === 0) {
      const back =
        groupId !== null && projectLevel !== undefined
          ? projectLevel
          : Math.max(...before.map((row) => row.dimBack));
      plan.send.push({ groupId, brightness: back });
      continue;
    }
    const level = lowest(now);
    const beforeIds = new Set(before.map((row) => row.thresholdId));
    const beforeLevel = before.length > 0 ? Math.min(...before.map((row) => row.dimmedTo)) : undefined;
    const sameSet = now.length === before.length && now.every((rule) => beforeIds.has(rule.id));
    if (!sameSet || beforeLevel !== level) plan.send.push({ groupId, brightness: level });
    plan.mark.push(
      ...now.map((rule) => ({ thresholdId: rule.id, groupId, dimmedTo: level, dimBack: rule.dimBack })),
    );
  }
  return plan;
}

function lowest(rules: ActiveRule[]): number {
  return Math.min(...rules.map((rule) => rule.dimTo));
}

function groupBy<T extends DimmingTarget>(rows: T[]): Map<number, T[]> {
  const found = new Map<number, T[]>();
  for (const row of rows) found.set(keyOf(row), [...(found.get(keyOf(row)) ?? []), row]);
  return found;
}

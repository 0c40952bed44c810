/** Every stored table setting starts with this; logout removes them all. */
export const TABLE_SETTINGS_PREFIX = 'lamplighter.table.';

/** What a user chose for one table: the order of its columns and the ones they hid. */
export interface ColumnSettings {
  order: string[];
  hidden: string[];
}

/** The part of a column the settings need: a stable key, and whether it is pinned to an edge. */
export interface SettableColumn {
  key?: unknown;
  dataIndex?: unknown;
  fixed?: unknown;
}

export const NO_SETTINGS: ColumnSettings = { order: [], hidden: [] };

export function columnKey(column: SettableColumn): string {
  return String(column.key ?? column.dataIndex);
}

/** Pinned columns (the name on the left, the actions on the right) are always there, in place. */
export function isLocked(column: SettableColumn): boolean {
  return column.fixed !== undefined && column.fixed !== false;
}

/**
 * The columns in the user's order without the hidden ones. Columns the settings do not know (new
 * in this version) keep their place after the known ones; keys of columns that are gone are ignored.
 */
export function arrangeColumns<C extends SettableColumn>(columns: C[], settings: ColumnSettings): C[] {
  const rank = new Map(settings.order.map((key, index) => [key, index]));
  const movable = columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => !isLocked(column))
    .sort(
      (a, b) =>
        (rank.get(columnKey(a.column)) ?? settings.order.length + a.index) -
        (rank.get(columnKey(b.column)) ?? settings.order.length + b.index),
    )
    .map(({ column }) => column);
  const hidden = new Set(settings.hidden);
  const left = columns.filter((column) => isLocked(column) && column.fixed !== 'right');
  const right = columns.filter((column) => column.fixed === 'right');
  return [...left, ...movable.filter((column) => !hidden.has(columnKey(column))), ...right];
}

/** Moves the column `key` one place up (-1) or down (+1) among the movable columns. */
export function moveColumn(order: string[], key: string, step: -1 | 1): string[] {
  const from = order.indexOf(key);
  const to = from + step;
  if (from < 0 || to < 0 || to >= order.length) return order;
  const next = [...order];
  [next[from], next[to]] = [next[to] as string, next[from] as string];
  return next;
}

export function readColumnSettings(storage: Pick<Storage, 'getItem'>, tableId: string): ColumnSettings {
  try {
    const saved: unknown = JSON.parse(storage.getItem(TABLE_SETTINGS_PREFIX + tableId) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return NO_SETTINGS;
    const { order, hidden } = saved as Record<string, unknown>;
    const strings = (value: unknown) =>
      Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
    return { order: strings(order), hidden: strings(hidden) };
  } catch {
    return NO_SETTINGS;
  }
}

export function writeColumnSettings(
  storage: Pick<Storage, 'setItem' | 'removeItem'>,
  tableId: string,
  settings: ColumnSettings,
): void {
  if (settings.order.length === 0 && settings.hidden.length === 0) {
    storage.removeItem(TABLE_SETTINGS_PREFIX + tableId);
  } else {
    storage.setItem(TABLE_SETTINGS_PREFIX + tableId, JSON.stringify(settings));
  }
}

/** A column as the phone view needs to know it: its key or field, and whether it is pinned. */
interface PhoneColumn {
  key?: unknown;
  dataIndex?: unknown;
  fixed?: unknown;
  width?: unknown;
}

/**
 * The columns a table keeps on a phone: those named in `kept`, in their order, none pinned to a
 * side (a pinned column as wide as the screen would hide every other one) and each as wide as its
 * content rather than its desktop width, or as `widths` says (a column whose content wraps).
 */
export function phoneColumns<C extends PhoneColumn>(
  columns: readonly C[],
  kept: readonly string[],
  widths: Record<string, number> = {},
): C[] {
  return columns.flatMap(({ fixed: _fixed, width: _width, ...column }) => {
    const name = String(column.key ?? column.dataIndex);
    if (!kept.includes(name)) return [];
    return [(widths[name] === undefined ? column : { ...column, width: widths[name] }) as C];
  });
}

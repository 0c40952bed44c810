/** The devices chosen on the wall, by number: a choice may span pages. */
export type TileSelection = ReadonlySet<string>;

export function toggled(selection: TileSelection, code: string): TileSelection {
  const next = new Set(selection);
  if (!next.delete(code)) next.add(code);
  return next;
}

/** Whether every device of the page is chosen (and there is one). */
export function pageChosen(selection: TileSelection, page: readonly string[]): boolean {
  return page.length > 0 && page.every((code) => selection.has(code));
}

/** Chooses the page's devices, or lets them go when all of them were chosen. */
export function withPage(selection: TileSelection, page: readonly string[]): TileSelection {
  const next = new Set(selection);
  if (pageChosen(selection, page)) for (const code of page) next.delete(code);
  else for (const code of page) next.add(code);
  return next;
}

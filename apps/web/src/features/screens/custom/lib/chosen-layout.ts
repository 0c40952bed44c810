import type { WallLayout, WallLayoutList } from '@lamplighter/contract';

/**
 * The layout the wall shows: the one asked for by its id, else the one chosen to open the wall,
 * else the user's first own layout, else the first shared with it; undefined when there is none.
 */
export function chosenLayout(
  list: WallLayoutList | undefined,
  askedId: number | undefined,
): WallLayout | undefined {
  if (!list) return undefined;
  const byId = (id: number | null | undefined) => list.layouts.find((layout) => layout.id === id);
  return (
    byId(askedId) ?? byId(list.defaultid) ?? list.layouts.find((layout) => layout.mine) ?? list.layouts[0]
  );
}

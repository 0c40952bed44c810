/**
 * The seed's client writes a list of objects with empty brackets, field after field in order (qs
 * with `arrayFormat: 'brackets'`): `points[][time]=18:30&points[][brightness]=80&points[][time]=…`.
 * A decoder that reads one name at a time cannot tell where one object ends and the next begins;
 * this numbers the items the way Rack does: an item ends when a name it already holds comes again.
 * A name with a list of its own inside the item (`circuits[][lights][]`) only adds to that list.
 * `points[][time]` becomes `points[0][time]`, `points[1][time]`, …; a trailing `ids[]` stays.
 */
export function numberListItems(pairs: readonly (readonly [string, string])[]): [string, string][] {
  const lists = new Map<string, { index: number; held: Set<string> }>();
  return pairs.map(([name, value]) => [numbered(name, lists), value]);
}

function numbered(name: string, lists: Map<string, { index: number; held: Set<string> }>): string {
  let numberedName = name;
  for (let at = numberedName.indexOf('[]['); at !== -1; at = numberedName.indexOf('[][', at + 1)) {
    const list = numberedName.slice(0, at);
    const rest = numberedName.slice(at + 2);
    let item = lists.get(list);
    if (!item) {
      item = { index: 0, held: new Set() };
      lists.set(list, item);
    } else if (item.held.has(rest) && !rest.includes('[]')) {
      item = { index: item.index + 1, held: new Set() };
      lists.set(list, item);
    }
    item.held.add(rest);
    numberedName = `${list}[${item.index}]${rest}`;
  }
  return numberedName;
}

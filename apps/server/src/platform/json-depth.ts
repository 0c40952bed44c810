/**
 * How deep arrays and objects may nest in a JSON document the platform takes, from a browser or a
 * device. The deepest document of the API is four levels (a command body: params, points, a
 * point); a device's own JSON values get room beside that. Anything past 32 is an attack on the
 * recursive walkers a value meets afterwards (validation, JSON.stringify, the store's jsonb), which
 * overflow the stack thousands of levels down.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether a parsed value nests arrays and objects deeper than `max` (a scalar is 0 deep, `{}` 1).
 * Walks with a stack of its own, so that a value of any depth is measured without recursion.
 */
export function nestsDeeperThan(value: unknown, max: number = MAX_JSON_DEPTH): boolean {
  const pending: { node: object; depth: number }[] = [];
  if (typeof value === 'object' && value !== null) pending.push({ node: value, depth: 1 });
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (next.depth > max) return true;
    for (const child of Object.values(next.node)) {
      if (typeof child === 'object' && child !== null) pending.push({ node: child, depth: next.depth + 1 });
    }
  }
  return false;
}

/** A small seeded generator (mulberry32): the same seed gives the same fleet, run after run. */
export type Random = () => number;

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A 32-bit seed from any values (FNV-1a over their text). */
export function seedOf(...parts: (string | number)[]): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('|')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A repeatable number in [0, 1) for a seed and a key, without keeping a generator. */
export function noise(...parts: (string | number)[]): number {
  return createRandom(seedOf(...parts))();
}

/**
 * A value that changes from day to day without a jump at midnight: the noise of each local day
 * holds at its noon and blends smoothly into the next day's.
 */
export function dailyNoise(day: number, minutes: number, ...parts: (string | number)[]): number {
  const position = day + minutes / 1440 - 0.5;
  const first = Math.floor(position);
  const blend = position - first;
  const smooth = blend * blend * (3 - 2 * blend);
  return noise(...parts, first) * (1 - smooth) + noise(...parts, first + 1) * smooth;
}

/** The fuzz's base seed: FUZZ_SEED when given, else `fallback`. */
export function fuzzSeed(fallback: number): number {
  const given = process.env.FUZZ_SEED;
  if (given === undefined || given === '') return fallback;
  const seed = Number(given);
  if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, not ${given}`);
  return seed | 0;
}

/** Requests per endpoint: FUZZ_RUNS when given, else `fallback`. */
export function fuzzRuns(fallback: number): number {
  const runs = Number(process.env.FUZZ_RUNS ?? fallback);
  if (!Number.isSafeInteger(runs) || runs < 1)
    throw new Error(`FUZZ_RUNS must be a positive integer, not ${process.env.FUZZ_RUNS}`);
  return runs;
}

/**
 * Each endpoint's own seed, from the base seed and its name (FNV-1a), so that one endpoint's
 * requests do not depend on how many endpoints come before it.
 */
export function endpointSeed(base: number, name: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < name.length; index++) {
    hash ^= name.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash ^ base) | 0;
}

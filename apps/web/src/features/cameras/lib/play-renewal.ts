/** How long before a signed stream address stops working a new one is asked for. */
export const RENEW_BEFORE_MS = 60_000;

/** Never sooner than this, whatever the clocks say: a renewal must not turn into a loop of calls. */
const SOONEST_MS = 5_000;

/**
 * Milliseconds until the address of `play` is renewed: a minute before it expires, or halfway
 * there when it lives less than two minutes; false for an address that does not expire (WHEP).
 */
export function renewalDelay(expires: string | null | undefined, now: number): number | false {
  if (!expires) return false;
  const left = Date.parse(expires) - now;
  if (Number.isNaN(left)) return false;
  return Math.max(left - RENEW_BEFORE_MS, left / 2, SOONEST_MS);
}

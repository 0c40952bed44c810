/**
 * Counts attempts per key in a sliding window, in this process's memory. Used to limit sign-in
 * attempts per address and code requests per contact.
 */
export class AttemptLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records an attempt; answers the seconds to wait when the key is over its limit, else 0. */
  hit(key: string): number {
    const now = this.now();
    const recent = (this.attempts.get(key) ?? []).filter((at) => now - at < this.windowMs);
    if (recent.length >= this.limit) {
      this.attempts.set(key, recent);
      return Math.ceil(((recent[0] ?? now) + this.windowMs - now) / 1000);
    }
    recent.push(now);
    this.attempts.set(key, recent);
    if (this.attempts.size > 10_000) this.prune(now);
    return 0;
  }

  private prune(now: number): void {
    for (const [key, times] of this.attempts) {
      if (times.every((at) => now - at >= this.windowMs)) this.attempts.delete(key);
    }
  }
}

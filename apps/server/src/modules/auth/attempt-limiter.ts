/**
 * Counts attempts per key in a sliding window, in this process's memory. Used to limit sign-in
 * attempts and calls without a token per address, and code requests per contact.
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
    const recent = this.recent(key, now);
    if (recent.length >= this.limit) return this.waitAfter(recent, now);
    recent.push(now);
    this.attempts.set(key, recent);
    if (this.attempts.size > 10_000) this.prune(now);
    return 0;
  }

  /**
   * The seconds to wait without recording an attempt, for limits that count only failures: ask
   * first, and `hit` once the attempt has failed.
   */
  waitFor(key: string): number {
    const now = this.now();
    const recent = this.recent(key, now);
    return recent.length >= this.limit ? this.waitAfter(recent, now) : 0;
  }

  private recent(key: string, now: number): number[] {
    const times = this.attempts.get(key);
    if (!times) return [];
    const recent = times.filter((at) => now - at < this.windowMs);
    this.attempts.set(key, recent);
    return recent;
  }

  private waitAfter(recent: number[], now: number): number {
    return Math.ceil(((recent[0] ?? now) + this.windowMs - now) / 1000);
  }

  private prune(now: number): void {
    for (const [key, times] of this.attempts) {
      if (times.every((at) => now - at >= this.windowMs)) this.attempts.delete(key);
    }
  }
}

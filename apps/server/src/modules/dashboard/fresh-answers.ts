/**
 * Answers kept by key and made once for every request asking at the same time: a busy home page
 * is many people (and tabs) asking for the same subtree. An answer is given again until it is
 * `maxAgeMs` old, or, once it is `reuseMs` old, until something it shows changes (`changed()`).
 * A client that waits more than `reuseMs` after a change before asking therefore always gets an
 * answer made after that change. The age counts from when the answer was started, so a change
 * made while it was being made counts as after it.
 */
export class FreshAnswers<T> {
  private readonly answers = new Map<string, { value: Promise<T>; at: number }>();
  private changedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly settings: { maxAgeMs: number; reuseMs: number; maxEntries: number },
    private readonly now: () => number = Date.now,
  ) {}

  /** What the answers show has changed somewhere. */
  changed(): void {
    this.changedAt = this.now();
  }

  get(key: string, make: () => Promise<T>): Promise<T> {
    const now = this.now();
    const kept = this.answers.get(key);
    if (kept && this.isFresh(kept.at, now)) return kept.value;
    if (this.answers.size >= this.settings.maxEntries) this.answers.clear();
    const entry = { value: make(), at: now };
    this.answers.set(key, entry);
    entry.value.catch(() => {
      if (this.answers.get(key) === entry) this.answers.delete(key);
    });
    return entry.value;
  }

  private isFresh(at: number, now: number): boolean {
    const age = now - at;
    if (age >= this.settings.maxAgeMs) return false;
    return age < this.settings.reuseMs || this.changedAt < at;
  }
}

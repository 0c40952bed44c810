interface Made<T> {
  value: Promise<T>;
  at: number;
}

interface Entry<T> {
  current: Made<T>;
  /** Being made to replace `current` before it falls due. */
  next?: Made<T> | undefined;
}

/**
 * Answers kept by key and made once for every request asking at the same time: a busy home page
 * is many people (and tabs) asking for the same subtree. An answer is given again until it is
 * `maxAgeMs` old, or, once it is `reuseMs` old, until something it shows changes (`changed()`).
 * A client that waits more than `reuseMs` after a change before asking therefore always gets an
 * answer made after that change. The age counts from when the answer was started, so a change
 * made while it was being made counts as after it. The first request in the last `aheadMs` before
 * an answer falls due starts its successor and is still given the kept answer: while requests keep
 * coming, none waits for an answer to be made again.
 */
export class FreshAnswers<T> {
  private readonly answers = new Map<string, Entry<T>>();
  private changedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly settings: { maxAgeMs: number; reuseMs: number; aheadMs: number; maxEntries: number },
    private readonly now: () => number = Date.now,
  ) {}

  /** What the answers show has changed somewhere. */
  changed(): void {
    this.changedAt = this.now();
  }

  get(key: string, make: () => Promise<T>): Promise<T> {
    const now = this.now();
    const entry = this.answers.get(key);
    if (entry && now < this.dueAt(entry.current)) {
      if (!entry.next && now >= this.dueAt(entry.current) - this.settings.aheadMs) {
        this.makeNext(entry, make, now);
      }
      return entry.current.value;
    }
    if (entry?.next && now < this.dueAt(entry.next)) return entry.next.value;
    if (this.answers.size >= this.settings.maxEntries) this.answers.clear();
    const made = { value: make(), at: now };
    const fresh: Entry<T> = { current: made };
    this.answers.set(key, fresh);
    made.value.catch(() => {
      if (this.answers.get(key) === fresh) this.answers.delete(key);
    });
    return made.value;
  }

  /** The successor replaces the kept answer once made; when it fails the kept one stays. */
  private makeNext(entry: Entry<T>, make: () => Promise<T>, now: number): void {
    const next = { value: make(), at: now };
    entry.next = next;
    next.value.then(
      () => {
        if (entry.next !== next) return;
        entry.current = next;
        entry.next = undefined;
      },
      () => {
        if (entry.next === next) entry.next = undefined;
      },
    );
  }

  /** When an answer started at `at` may no longer be given. */
  private dueAt({ at }: Made<T>): number {
    return at + (this.changedAt >= at ? this.settings.reuseMs : this.settings.maxAgeMs);
  }
}

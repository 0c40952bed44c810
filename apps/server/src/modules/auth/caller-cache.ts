import type { Caller } from '../../platform/caller';

interface Entry {
  caller: Caller;
  sessionExpiresAt: number;
  deadline: number | null;
  cachedUntil: number;
}

/**
 * Remembers, for a few seconds, who stands behind a session (and what their account looks like),
 * so that a busy screen does not cost a database round trip per call. Any change to sessions,
 * accounts or roles clears it at once, and in the other processes a moment later (SessionRevoker).
 */
export class CallerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly accountViews = new Map<string, { value: unknown; cachedUntil: number }>();
  /** Bumped by clear(), so that a read that was under way during a change is not kept. */
  private generation = 0;

  constructor(private readonly ttlMs = 5000) {}

  get(sessionId: string, now: number): Entry | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.cachedUntil <= now) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry;
  }

  /** Pass the generation read before loading the entry: a clear() since then discards it. */
  set(sessionId: string, entry: Omit<Entry, 'cachedUntil'>, now: number, generation: number): void {
    if (generation !== this.generation) return;
    if (this.entries.size >= 50_000) this.entries.clear();
    this.entries.set(sessionId, { ...entry, cachedUntil: now + this.ttlMs });
  }

  get currentGeneration(): number {
    return this.generation;
  }

  /** A cached read about one account (e.g. its profile), loaded again after a change or the TTL. */
  async accountView<T>(kind: string, accountId: number, now: number, load: () => Promise<T>): Promise<T> {
    const key = `${kind}:${accountId}`;
    const hit = this.accountViews.get(key);
    if (hit && hit.cachedUntil > now) return hit.value as T;
    const generation = this.generation;
    const value = await load();
    if (generation !== this.generation) return value;
    if (this.accountViews.size >= 50_000) this.accountViews.clear();
    this.accountViews.set(key, { value, cachedUntil: now + this.ttlMs });
    return value;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.accountViews.clear();
  }
}

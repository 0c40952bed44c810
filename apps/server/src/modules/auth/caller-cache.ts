import type { Caller } from '../../platform/caller';

interface Entry {
  caller: Caller;
  sessionExpiresAt: number;
  deadline: number | null;
  cachedUntil: number;
}

/**
 * Remembers, for a few seconds, who stands behind a session, so that a busy screen does not cost a
 * database round trip per call. Any change to sessions, accounts or roles clears it at once.
 */
export class CallerCache {
  private readonly entries = new Map<string, Entry>();

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

  set(sessionId: string, entry: Omit<Entry, 'cachedUntil'>, now: number): void {
    if (this.entries.size >= 50_000) this.entries.clear();
    this.entries.set(sessionId, { ...entry, cachedUntil: now + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }
}

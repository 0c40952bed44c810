import type { DeviceApi } from '../media-store';

/** One play of a campaign's program, as a screen reports it for proof of play. */
export interface Play {
  campaignid: number;
  programid: number;
  version: number;
  /** When it began, ms since the epoch. */
  start: number;
  seconds: number;
}

/** The most plays one report carries (the platform takes up to 500). */
const PER_REPORT = 500;
/** The most plays kept while the platform cannot be reached; the oldest go first. */
const MAX_KEPT = 20_000;

/**
 * Plays waiting to be reported: sent in reports of up to 500, one report at a time, and kept
 * until the platform has taken them, so that none is lost to a platform that was away. A report
 * sent twice is harmless: the platform stores a screen's play by its start once.
 */
export class PlayReports {
  private readonly waiting: Play[] = [];
  private sending: Promise<void> | null = null;
  /** Plays the platform has taken, duplicates included. */
  reported = 0;
  /** Plays of reports the platform refused as malformed: sending them again would not help. */
  dropped = 0;

  constructor(private readonly api: DeviceApi) {}

  get pending(): number {
    return this.waiting.length;
  }

  add(plays: readonly Play[]): void {
    this.waiting.push(...plays);
    if (this.waiting.length > MAX_KEPT) this.waiting.splice(0, this.waiting.length - MAX_KEPT);
  }

  /** Sends what waits, unless a report is under way; resolves when this round is over. */
  flush(): Promise<void> {
    this.sending ??= this.sendAll().finally(() => {
      this.sending = null;
    });
    return this.sending;
  }

  private async sendAll(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.waiting.slice(0, PER_REPORT);
      try {
        const answer = await fetch(`${this.api.url}/api/v1/${this.api.token}/plays`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ plays: batch }),
        });
        if (answer.ok) this.reported += batch.length;
        else if (answer.status >= 400 && answer.status < 500 && answer.status !== 429) {
          this.dropped += batch.length;
        } else return;
      } catch {
        return;
      }
      this.waiting.splice(0, batch.length);
    }
  }
}

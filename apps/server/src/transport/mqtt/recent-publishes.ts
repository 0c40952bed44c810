/** How long a taken message is remembered for its redelivery, and how many are at most. */
export interface RecentPublishLimits {
  keepMs: number;
  maxEntries: number;
}

export const DEFAULT_RECENT_PUBLISH_LIMITS: RecentPublishLimits = { keepMs: 120_000, maxEntries: 500_000 };

interface Taken {
  at: number;
  /** Resolves true once the message is stored (or deliberately dropped), false when it failed. */
  outcome: Promise<boolean>;
}

/**
 * The QoS 1 messages a device published lately, by packet id. A device that did not receive its
 * PUBACK (the connection broke after the platform stored the message) sends the message again with
 * the same packet id and the DUP flag; that copy must be acknowledged without being stored twice.
 * A message without DUP that reuses a packet id replaces the one remembered: the device had its
 * acknowledgement. Entries older than `keepMs` are forgotten, and the oldest when there are more
 * than `maxEntries`, so memory stays bounded whatever the number of devices.
 */
export class RecentPublishes {
  /** Insertion order is age order: the oldest entries are at the front. */
  private readonly taken = new Map<number, Taken>();

  constructor(
    private readonly now: () => number,
    private readonly limits: RecentPublishLimits = DEFAULT_RECENT_PUBLISH_LIMITS,
  ) {}

  /**
   * For a redelivery (DUP) of a message remembered: resolves true once that one is stored, false
   * when storing it failed (take this copy then). Undefined for a message to take now.
   */
  earlier(deviceId: number, messageId: number, dup: boolean): Promise<boolean> | undefined {
    return dup ? this.taken.get(key(deviceId, messageId))?.outcome : undefined;
  }

  /** Remembers a message being taken, with the work that stores it. */
  remember(deviceId: number, messageId: number, work: Promise<unknown>): void {
    const at = this.now();
    const id = key(deviceId, messageId);
    const outcome = work.then(
      () => true,
      () => {
        if (this.taken.get(id)?.outcome === outcome) this.taken.delete(id);
        return false;
      },
    );
    this.taken.delete(id);
    this.taken.set(id, { at, outcome });
    this.forgetOld(at);
  }

  get size(): number {
    return this.taken.size;
  }

  private forgetOld(now: number): void {
    for (const [id, entry] of this.taken) {
      if (now - entry.at <= this.limits.keepMs && this.taken.size <= this.limits.maxEntries) return;
      this.taken.delete(id);
    }
  }
}

/** One number per device and packet id (ids are 1 to 65535): exact for every device id of an int4. */
function key(deviceId: number, messageId: number): number {
  return deviceId * 65_536 + messageId;
}

import { randomUUID } from 'node:crypto';
import mqemitter, { type Message, type MQEmitter } from 'mqemitter';

/** Inside the broker, like `$lamplighter/revoked`: no device can publish or subscribe there. */
const ROOT = '$lamplighter/invalidate/';

/**
 * At most one announcement per name and process in this time. A burst of changes (10,000 devices
 * going offline in one sweep, each batch forgetting the device counts) would otherwise become as
 * many Redis messages, each clearing the same caches in every process again.
 */
const COALESCE_MS = 100;

/**
 * Caches of data all processes share (who stands behind a session, counts, account paths): a
 * change clears them at once in the process that made it, so its next request sees the change,
 * and in every other process on the same emitter (Redis) a moment later instead of at the end of
 * their TTL. On an emitter of its own (one process) it only clears here.
 */
export class CacheInvalidation {
  private readonly clears = new Map<string, (() => void)[]>();
  /** Names changed since their last announcement, which is on its way. */
  private readonly due = new Set<string>();
  /** This process's own announcements come back from Redis: its caches are already clear. */
  private readonly origin = randomUUID();
  private listening = false;

  constructor(private readonly emitter: MQEmitter) {}

  /** What clearing `name` means in this process; answers the function that announces it. */
  register(name: string, clearHere: () => void): () => void {
    this.listen();
    this.clears.set(name, [...(this.clears.get(name) ?? []), clearHere]);
    return () => this.announce(name);
  }

  /** Clears `name` here at once, and in the other processes within COALESCE_MS and a Redis trip. */
  announce(name: string): void {
    this.clearHere(name);
    if (this.due.has(name)) return;
    this.due.add(name);
    // Trailing: the one message goes out after every change it covers.
    const sending = setTimeout(() => {
      this.due.delete(name);
      // Without a callback, mqemitter-redis raises a failed publish as an 'error' nobody handles.
      // A lost announcement only leaves the other processes to their TTL; after close the emitter
      // refuses every message, which is fine too.
      this.emitter.emit({ topic: `${ROOT}${name}`, origin: this.origin }, () => {});
    }, COALESCE_MS);
    sending.unref();
  }

  private clearHere(name: string): void {
    for (const clear of this.clears.get(name) ?? []) clear();
  }

  private listen(): void {
    if (this.listening) return;
    this.listening = true;
    this.emitter.on(`${ROOT}#`, (message: Message, done: () => void) => {
      if (message.origin !== this.origin) this.clearHere(message.topic.slice(ROOT.length));
      done();
    });
  }
}

/** For a part built on its own (a test, a tool): its caches are cleared in this process only. */
export function invalidationInThisProcess(): CacheInvalidation {
  return new CacheInvalidation(mqemitter());
}

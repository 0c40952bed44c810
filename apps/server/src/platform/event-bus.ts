import mqemitter, { type Message, type MQEmitter } from 'mqemitter';
import { CacheInvalidation } from './cache-invalidation';

/**
 * What the platform tells the browsers live (server-sent events). Each event names the account
 * whose data changed, so that it reaches only callers whose subtree holds that account.
 */
export type LiveEvent =
  | { type: 'device-state'; accountId: number; data: Record<string, unknown> }
  | { type: 'warning'; accountId: number; data: Record<string, unknown> }
  | { type: 'command'; accountId: number; data: Record<string, unknown> }
  | { type: 'notification'; accountId: number; data: Record<string, unknown> }
  | { type: 'report'; accountId: number; data: { deviceids: number[] } }
  | { type: 'lamps'; accountId: number; data: { on: number; off: number } };

const ROOT = '$events/';

/**
 * How the emitter matches and queues, in memory or on Redis. Empty topic levels match
 * [MQTT-4.7.1-3], as in the emitter Aedes makes itself. No concurrency limit: past the limit the
 * emitter queues messages and, as each one is handled, starts the next inside the same call; a
 * burst handled at once (events nobody listens to, answers of 10,000 devices to one command) then
 * grows one call chain until the stack runs out and the process ends. Each client's publishing
 * still waits for its messages to be delivered.
 */
export const EMITTER_OPTIONS = { concurrency: 0, matchEmptyLevels: true };

/** The emitter the MQTT broker and the live events share in one process (platform-bus.ts: on Redis). */
export function createEmitter(): MQEmitter {
  return mqemitter(EMITTER_OPTIONS);
}

/**
 * The platform's event bus: modules publish what changed, the live-events route passes it on.
 * It rides on the broker's emitter (topics under `$events/`, which no device can name), so that
 * with several processes on one Redis-backed emitter every process sees every event.
 */
export class EventBus {
  /** The caches of shared data, cleared in every process on the same emitter. */
  readonly invalidation: CacheInvalidation;
  private readonly raisedHere: ((event: LiveEvent) => void)[] = [];

  constructor(private readonly emitter: MQEmitter) {
    this.invalidation = new CacheInvalidation(emitter);
  }

  publish(event: LiveEvent): void {
    for (const listener of this.raisedHere) listener(event);
    // An event that Redis could not carry is lost to the other processes' browsers, as one to a
    // browser that is not watching; it must not end the process as an unhandled 'error'.
    this.emitter.emit({ topic: `${ROOT}${event.type}`, event }, () => {});
  }

  /**
   * Calls `listener` for the events this process raises, not those of the others: for work that an
   * event starts and that must be done once (a weather warning dims its project's lights), where
   * `subscribe` would run it in every process.
   */
  subscribeRaisedHere(listener: (event: LiveEvent) => void): () => void {
    this.raisedHere.push(listener);
    return () => {
      const at = this.raisedHere.indexOf(listener);
      if (at >= 0) this.raisedHere.splice(at, 1);
    };
  }

  /** Calls `listener` for every event until the returned function is called. */
  subscribe(listener: (event: LiveEvent) => void): () => void {
    // The emitter removes a listener a little later: nothing reaches it once unsubscribed.
    let listening = true;
    const handler = (message: Message, done: () => void) => {
      const event = message.event as LiveEvent | undefined;
      if (event && listening) listener(event);
      done();
    };
    this.emitter.on(`${ROOT}#`, handler);
    return () => {
      listening = false;
      this.emitter.removeListener(`${ROOT}#`, handler);
    };
  }
}

import mqemitter, { type Message, type MQEmitter } from 'mqemitter';

/**
 * What the platform tells the browsers live (server-sent events). Each event names the account
 * whose data changed, so that it reaches only callers whose subtree holds that account.
 */
export type LiveEvent =
  | { type: 'device-state'; accountId: number; data: Record<string, unknown> }
  | { type: 'warning'; accountId: number; data: Record<string, unknown> }
  | { type: 'command'; accountId: number; data: Record<string, unknown> }
  | { type: 'notification'; accountId: number; data: Record<string, unknown> };

export type LiveEventType = LiveEvent['type'];

const ROOT = '$events/';

/** The emitter the MQTT broker and the live events share: one in memory, Redis-backed when scaled out. */
export function createEmitter(): MQEmitter {
  // As Aedes makes its own: empty topic levels match [MQTT-4.7.1-3].
  return mqemitter({ concurrency: 100, matchEmptyLevels: true });
}

/**
 * Tells the emitter a message is handled, on a later turn. The emitter starts the next queued
 * message inside `done`: when every handler finishes at once, a burst queued behind slower ones
 * (the broker's deliveries) would run as one ever deeper call chain until the stack runs out.
 */
export function releaseLater(done: () => void): void {
  setImmediate(done);
}

/**
 * The platform's event bus: modules publish what changed, the live-events route passes it on.
 * It rides on the broker's emitter (topics under `$events/`, which no device can name), so that
 * with several processes on one Redis-backed emitter every process sees every event.
 */
export class EventBus {
  constructor(private readonly emitter: MQEmitter) {}

  publish(event: LiveEvent): void {
    this.emitter.emit({ topic: `${ROOT}${event.type}`, event });
  }

  /** Calls `listener` for every event until the returned function is called. */
  subscribe(listener: (event: LiveEvent) => void): () => void {
    // The emitter removes a listener a little later: nothing reaches it once unsubscribed.
    let listening = true;
    const handler = (message: Message, done: () => void) => {
      const event = message.event as LiveEvent | undefined;
      if (event && listening) listener(event);
      releaseLater(done);
    };
    this.emitter.on(`${ROOT}#`, handler);
    return () => {
      listening = false;
      this.emitter.removeListener(`${ROOT}#`, handler);
    };
  }
}

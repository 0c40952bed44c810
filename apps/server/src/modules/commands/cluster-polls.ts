import { randomUUID } from 'node:crypto';
import type { Message, MQEmitter } from 'mqemitter';
import { ClusterPresence } from '../../platform/cluster-presence';

/** Where each process tells the others which HTTP devices wait on a poll on it. */
const POLLING_ROOT = '$lamplighter/polling/';
/** A command waits for a device polling on `$lamplighter/poll-nudge/<that process>`. */
const NUDGE_ROOT = '$lamplighter/poll-nudge/';

/**
 * HTTP devices waiting on a poll (`GET /api/v1/{token}/rpc`) in the other processes of the
 * installation: a command for one counts as reaching it, is queued in the database, and the process
 * holding the poll is nudged to take it from there at once rather than at the device's next poll.
 */
export class ClusterPolls {
  private readonly process = randomUUID();
  private readonly presence: ClusterPresence;
  private readonly nudged = (message: Message, done: () => void) => {
    const deviceId = message.deviceId;
    if (typeof deviceId === 'number') this.onNudge(deviceId);
    done();
  };

  constructor(
    private readonly emitter: MQEmitter,
    /** The devices waiting on a poll in this process now. */
    waitingHere: () => number[],
    private readonly onNudge: (deviceId: number) => void,
  ) {
    this.presence = new ClusterPresence(emitter, POLLING_ROOT, this.process, waitingHere);
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) =>
      this.emitter.on(`${NUDGE_ROOT}${this.process}`, this.nudged, resolve),
    );
    await this.presence.start();
  }

  /** A device's poll began (true) or ended (false) in this process. */
  waiting(deviceId: number, waiting: boolean): void {
    if (waiting) this.presence.ready([deviceId]);
    else this.presence.gone([deviceId]);
  }

  /** Whether the device waits on a poll in another living process. */
  waitsElsewhere(deviceId: number): boolean {
    return this.presence.accepts(deviceId);
  }

  /** Tells the process holding the device's poll that a command waits for it; false when none does. */
  nudge(deviceId: number): boolean {
    const holder = this.presence.holderOf(deviceId);
    if (holder) this.emitter.emit({ topic: `${NUDGE_ROOT}${holder}`, deviceId }, () => {});
    return holder !== undefined;
  }

  async stop(): Promise<void> {
    await this.presence.stop();
    await new Promise<void>((resolve) =>
      this.emitter.removeListener(`${NUDGE_ROOT}${this.process}`, this.nudged, resolve),
    );
  }
}

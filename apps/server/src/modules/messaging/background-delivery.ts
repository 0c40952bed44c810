import type { FastifyBaseLogger } from 'fastify';
import { type MessageSender, maskRecipient, type OutgoingMessage } from './message-sender';

/**
 * Delivers messages after the answer has gone. A request that sends a code answers at once, so
 * neither a slow mail server nor a failing one shows in the answer (which would tell whether an
 * account uses a contact). A failed delivery is logged with the error as every log line shows one,
 * never with the message's text: it holds the code.
 */
export class BackgroundDelivery {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly sender: MessageSender,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * `prepare` runs first, in the background too: e.g. storing the code the message carries. Both
   * start on the event loop's next turn, behind the request's own remaining statements (its audit
   * entry), so that the answer does not wait for them either.
   */
  post(message: OutgoingMessage, prepare: () => Promise<void> = async () => {}): void {
    const delivery = new Promise<void>((resolve) => setImmediate(resolve))
      .then(prepare)
      .then(() => this.sender.send(message))
      .catch((error: unknown) => {
        this.log.error(
          { err: error, channel: message.channel, to: maskRecipient(message.to) },
          'message could not be delivered',
        );
      })
      .finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
  }

  /** Resolves once every message posted so far is delivered or has failed. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }
}

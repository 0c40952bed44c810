import type { FastifyBaseLogger } from 'fastify';
import { type MessageSender, maskRecipient, type OutgoingMessage } from './message-sender';

/**
 * Delivers messages after the answer has gone. A request that sends a code answers at once, so
 * neither a slow mail server nor a failing one shows in the answer (which would tell whether an
 * account uses a contact). A failed delivery is logged, never the message's text: it holds the code.
 */
export class BackgroundDelivery {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly sender: MessageSender,
    private readonly log: FastifyBaseLogger,
  ) {}

  post(message: OutgoingMessage): void {
    const delivery = this.sender
      .send(message)
      .catch((error: unknown) => {
        this.log.error(
          { channel: message.channel, to: maskRecipient(message.to), reason: describe(error) },
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

/** The error's code and message: what a mail server or gateway said, without the message sent. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? `${code}: ${error.message}` : error.message;
}

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
  /** Account path the message concerns, so the outbox shows it only to that subtree. */
  scopePath: string;
}

/** Sends a message to a person. Implementations: SMTP, an SMS gateway, or the outbox. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

/** Shows enough of a phone or mailbox to recognise it in a log, not enough to use it. */
export function maskRecipient(to: string): string {
  const at = to.indexOf('@');
  if (at > 0) return `${to.slice(0, 1)}***${to.slice(at)}`;
  return to.length > 4 ? `${to.slice(0, 3)}****${to.slice(-2)}` : '****';
}

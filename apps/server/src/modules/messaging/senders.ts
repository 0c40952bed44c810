import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { BackgroundDelivery } from './background-delivery';
import { type MessageSender, maskRecipient, type OutgoingMessage } from './message-sender';
import type { OutboxRepository } from './outbox.repository';

/** Keeps the message for an administrator to read; the log says only that it is there. */
export class OutboxSender implements MessageSender {
  constructor(
    private readonly outbox: OutboxRepository,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    const id = await this.outbox.insert(message);
    this.log.info(
      { outboxId: id, channel: message.channel, to: maskRecipient(message.to) },
      'no mail server or SMS gateway configured: message kept in the outbox (GET /prod-api/sys/outbox/list)',
    );
  }
}

/**
 * How long a mail server may keep a delivery waiting, in milliseconds (nodemailer's own defaults
 * run to minutes, and a shutdown waits for deliveries); settings in the URL's query win.
 */
const smtpWaits = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

function withBoundedWaits(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, ms] of Object.entries(smtpWaits))
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  return url.toString();
}

export class SmtpSender implements MessageSender {
  private readonly transport: nodemailer.Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(withBoundedWaits(smtpUrl));
  }

  async send(message: OutgoingMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.body,
    });
  }
}

/** Posts `{to, text}` as JSON to an SMS gateway. */
export class SmsWebhookSender implements MessageSender {
  constructor(private readonly url: string) {}

  async send(message: OutgoingMessage): Promise<void> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: message.to, text: message.body }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  }
}

/** Mail by SMTP and SMS by the gateway when configured; whatever is not configured goes to the outbox. */
export class ChannelRouter implements MessageSender {
  constructor(
    private readonly email: MessageSender,
    private readonly sms: MessageSender,
  ) {}

  send(message: OutgoingMessage): Promise<void> {
    return (message.channel === 'email' ? this.email : this.sms).send(message);
  }
}

/** Every message is delivered in the background, whichever way it goes. */
export function createMessageSender(
  config: { smtpUrl: string | undefined; mailFrom: string; smsWebhookUrl: string | undefined },
  outbox: OutboxRepository,
  log: FastifyBaseLogger,
): BackgroundDelivery {
  const fallback = new OutboxSender(outbox, log);
  const router = new ChannelRouter(
    config.smtpUrl ? new SmtpSender(config.smtpUrl, config.mailFrom) : fallback,
    config.smsWebhookUrl ? new SmsWebhookSender(config.smsWebhookUrl) : fallback,
  );
  return new BackgroundDelivery(router, log);
}

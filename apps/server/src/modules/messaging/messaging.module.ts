import type { PlatformParts } from '../../platform/module-parts';
import type { BackgroundDelivery } from './background-delivery';
import { OutboxRepository } from './outbox.repository';
import { outboxRoutes } from './outbox.routes';
import { createMessageSender } from './senders';

/** Mail and SMS to people (verification codes), and the outbox administrators read. */
export function messagingModule({ app, db, config, log, resolve }: PlatformParts): BackgroundDelivery {
  const outbox = new OutboxRepository(db);
  const messages = createMessageSender(config, outbox, log);
  // Messages still on their way are delivered before the store closes.
  app.addHook('onClose', async () => messages.settled());
  outboxRoutes(app, resolve, outbox);
  return messages;
}

import { desc, eq } from 'drizzle-orm';
import { outbox } from '../modules/messaging/outbox.table';
import type { TestApp } from './test-app';

/**
 * The code in the newest outbox message to a recipient, as the person would read it, once the
 * messages sent so far are delivered (they go out after the answer).
 */
export async function lastCodeSentTo(t: TestApp, recipient: string): Promise<string | undefined> {
  await t.settled();
  const [row] = await t.store.db
    .select({ body: outbox.body })
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row?.body.match(/\b(\d{6})\b/)?.[1];
}

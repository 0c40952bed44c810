import { desc, eq } from 'drizzle-orm';
import { outbox } from '../modules/messaging/outbox.table';
import type { TestApp } from './test-app';

/** The code in the newest outbox message to a recipient, as the person would read it. */
export async function lastCodeSentTo(t: TestApp, recipient: string): Promise<string | undefined> {
  const [row] = await t.store.db
    .select({ body: outbox.body })
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row?.body.match(/\b(\d{6})\b/)?.[1];
}

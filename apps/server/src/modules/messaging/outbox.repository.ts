import { count, desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Caller } from '../../platform/caller';
import { pathInSubtree } from '../../platform/scope';
import type { OutgoingMessage } from './message-sender';
import { outbox } from './outbox.table';

export class OutboxRepository {
  constructor(private readonly db: Database) {}

  async insert(message: OutgoingMessage): Promise<number> {
    const [row] = await this.db
      .insert(outbox)
      .values({
        channel: message.channel,
        recipient: message.to,
        subject: message.subject,
        body: message.body,
        scopePath: message.scopePath,
      })
      .returning({ id: outbox.id });
    return row?.id ?? 0;
  }

  async list(caller: Caller, page: { pagenum: number; pagesize: number }) {
    const where = pathInSubtree(outbox.scopePath, caller);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(outbox)
        .where(where)
        .orderBy(desc(outbox.id))
        .limit(page.pagesize)
        .offset((page.pagenum - 1) * page.pagesize),
      this.db.select({ value: count() }).from(outbox).where(where),
    ]);
    const list = rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      recipient: row.recipient,
      subject: row.subject,
      body: row.body,
      createtime: row.createdAt.toISOString(),
    }));
    return [{ list, total: total?.value ?? 0 }];
  }
}

import type { NotificationItem } from '@lamplighter/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from './notifications.table';

export type NewNotification = typeof notifications.$inferInsert;

/** Notifications are addressed to one account; every query is limited to the caller's own. */
export class NotificationsRepository {
  constructor(private readonly db: Database) {}

  async insert(notification: NewNotification): Promise<number> {
    const [row] = await this.db
      .insert(notifications)
      .values(notification)
      .returning({ id: notifications.id });
    return row?.id ?? 0;
  }

  async list(accountId: number, filter: { pagenum: number; pagesize: number; isread?: number | undefined }) {
    const where = and(
      eq(notifications.accountId, accountId),
      filter.isread === undefined ? undefined : eq(notifications.isRead, filter.isread === 1),
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(filter.pagesize)
        .offset((filter.pagenum - 1) * filter.pagesize),
      this.db.select({ value: count() }).from(notifications).where(where),
    ]);
    const list: NotificationItem[] = rows.map((row) => ({
      id: row.id,
      notificationtitle: row.title,
      notificationcontent: row.content,
      createtime: row.createdAt.toISOString(),
      jumpPath: row.jumpPath,
      isread: row.isRead ? 1 : 0,
    }));
    return { list, total: total?.value ?? 0 };
  }

  async unreadCount(accountId: number): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(notifications)
      .where(and(eq(notifications.accountId, accountId), eq(notifications.isRead, false)));
    return row?.value ?? 0;
  }

  async markRead(accountId: number, id?: number): Promise<number> {
    const marked = await this.db
      .update(notifications)
      .set({ isRead: true })
      .where(
        and(eq(notifications.accountId, accountId), id === undefined ? undefined : eq(notifications.id, id)),
      )
      .returning({ id: notifications.id });
    return marked.length;
  }
}

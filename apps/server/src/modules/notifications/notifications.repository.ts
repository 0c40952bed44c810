import { type Language, type MessageKey, type NotificationItem, translate } from '@lamplighter/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from './notifications.table';

export type NewNotification = typeof notifications.$inferInsert;
type StoredNotification = typeof notifications.$inferSelect;

/** A notification's title and content in the reader's language, or its fixed text. */
function read(row: StoredNotification, lang: Language): { title: string; content: string } {
  const params = Object.fromEntries(
    Object.entries(row.params).map(([name, value]) => [
      name,
      typeof value === 'object' ? translate(value.key, lang) : value,
    ]),
  );
  const text = (key: string, fixed: string) => (key ? translate(key as MessageKey, lang, params) : fixed);
  return { title: text(row.titleKey, row.title), content: text(row.contentKey, row.content) };
}

/** Notifications are addressed to one account; every query is limited to the caller's own. */
export { read as readNotification };

export class NotificationsRepository {
  constructor(private readonly db: Database) {}

  /**
   * Stores the notifications that are new: one whose account was told of its event already is left
   * out. Answers the stored ones with their ids.
   */
  async insertNew(rows: NewNotification[]): Promise<StoredNotification[]> {
    if (rows.length === 0) return [];
    return this.db.insert(notifications).values(rows).onConflictDoNothing().returning();
  }

  async list(
    accountId: number,
    filter: { pagenum: number; pagesize: number; isread?: number | undefined },
    lang: Language,
  ) {
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
    const list: NotificationItem[] = rows.map((row) => {
      const { title, content } = read(row, lang);
      return {
        id: row.id,
        notificationtitle: title,
        notificationcontent: content,
        createtime: row.createdAt.toISOString(),
        jumpPath: row.jumpPath,
        isread: row.isRead ? 1 : 0,
      };
    });
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

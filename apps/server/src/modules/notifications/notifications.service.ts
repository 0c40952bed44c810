import type { Language } from '@lamplighter/contract';
import type { Caller } from '../../platform/caller';
import { fail } from '../../platform/errors';
import {
  type NewNotification,
  type NotificationsRepository,
  readNotification,
} from './notifications.repository';

export type { NewNotification };

/** A stored notification as the live events tell it: its id, account and title in Chinese. */
export interface CreatedNotification {
  id: number;
  accountId: number;
  title: string;
}

export class NotificationsService {
  private readonly listeners: ((notification: CreatedNotification) => void)[] = [];

  constructor(private readonly repository: NotificationsRepository) {}

  /** Told of every notification once it is stored (the live events pass it to the browser). */
  onCreated(listener: (notification: CreatedNotification) => void): void {
    this.listeners.push(listener);
  }

  /** Stores one notification; answers its id, or 0 when its account was told of its event already. */
  async notify(notification: NewNotification): Promise<number> {
    const [created] = await this.notifyAll([notification]);
    return created ?? 0;
  }

  /**
   * Stores many in one statement, each at most once per account and event (`eventKey`), so that a
   * sweep running on several processes at once tells everyone once. Answers the new ones' ids.
   */
  async notifyAll(notifications: NewNotification[]): Promise<number[]> {
    const stored = await this.repository.insertNew(notifications);
    for (const row of stored) {
      // The bell and the reminder dialog show only in Chinese; the dialog reads the list anew.
      const created = { id: row.id, accountId: row.accountId, title: readNotification(row, 'zh').title };
      for (const listener of this.listeners) listener(created);
    }
    return stored.map((row) => row.id);
  }

  async list(
    caller: Caller,
    filter: { pagenum: number; pagesize: number; isread?: number | undefined },
    lang: Language,
  ) {
    return [await this.repository.list(caller.accountId, filter, lang)];
  }

  async unreadCount(caller: Caller) {
    return { count: await this.repository.unreadCount(caller.accountId) };
  }

  async markAllRead(caller: Caller): Promise<void> {
    await this.repository.markRead(caller.accountId);
  }

  async markRead(caller: Caller, id: number): Promise<void> {
    if ((await this.repository.markRead(caller.accountId, id)) === 0) throw fail.notFound('notification');
  }
}

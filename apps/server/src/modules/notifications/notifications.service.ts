import type { Caller } from '../../platform/caller';
import { fail } from '../../platform/errors';
import type { NewNotification, NotificationsRepository } from './notifications.repository';

export class NotificationsService {
  constructor(private readonly repository: NotificationsRepository) {}

  notify(notification: NewNotification): Promise<number> {
    return this.repository.insert(notification);
  }

  async list(caller: Caller, filter: { pagenum: number; pagesize: number; isread?: number | undefined }) {
    return [await this.repository.list(caller.accountId, filter)];
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

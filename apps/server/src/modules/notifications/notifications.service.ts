import type { Caller } from '../../platform/caller';
import { fail } from '../../platform/errors';
import type { NewNotification, NotificationsRepository } from './notifications.repository';

export class NotificationsService {
  private readonly listeners: ((notification: NewNotification & { id: number }) => void)[] = [];

  constructor(private readonly repository: NotificationsRepository) {}

  /** Told of every notification once it is stored (the live events pass it to the browser). */
  onCreated(listener: (notification: NewNotification & { id: number }) => void): void {
    this.listeners.push(listener);
  }

  async notify(notification: NewNotification): Promise<number> {
    const id = await this.repository.insert(notification);
    for (const listener of this.listeners) listener({ ...notification, id });
    return id;
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

import type { ModuleParts } from '../../platform/module-parts';
import { NotificationsRepository } from './notifications.repository';
import { notificationRoutes } from './notifications.routes';
import { NotificationsService } from './notifications.service';

/** Notifications to accounts; each new one goes to the browsers live. */
/** What other modules use of the notifications: telling accounts of something. */
export interface NotificationsModule {
  notifications: NotificationsService;
}

export function notificationsModule({ app, db, events, resolve }: ModuleParts): NotificationsModule {
  const notifications = new NotificationsService(new NotificationsRepository(db));
  notifications.onCreated((notification) =>
    events.publish({
      type: 'notification',
      accountId: notification.accountId,
      data: { id: notification.id, notificationtitle: notification.title },
    }),
  );
  notificationRoutes(app, resolve, notifications);
  return { notifications };
}

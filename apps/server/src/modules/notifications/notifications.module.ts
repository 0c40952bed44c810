import type { ModuleParts } from '../../platform/module-parts';
import { NotificationsRepository } from './notifications.repository';
import { notificationRoutes } from './notifications.routes';
import { NotificationsService } from './notifications.service';

/** Notifications to accounts; each new one goes to the browsers live. */
export function notificationsModule({ app, db, events, resolve }: ModuleParts): void {
  const notifications = new NotificationsService(new NotificationsRepository(db));
  notifications.onCreated((notification) =>
    events.publish({
      type: 'notification',
      accountId: notification.accountId,
      data: { id: notification.id, notificationtitle: notification.title },
    }),
  );
  notificationRoutes(app, resolve, notifications);
}

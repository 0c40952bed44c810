import { endpoints } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../../platform/language';
import { type CallerResolver, registerEndpoint } from '../../platform/routes';
import type { NotificationsService } from './notifications.service';

export function notificationRoutes(
  app: FastifyInstance,
  resolve: CallerResolver,
  notifications: NotificationsService,
) {
  const api = endpoints.notification;
  registerEndpoint(app, resolve, api.list, async ({ caller, query, request }) =>
    notifications.list(caller, query, requestLanguage(request)),
  );
  registerEndpoint(app, resolve, api.markAllRead, async ({ caller }) => notifications.markAllRead(caller));
  registerEndpoint(app, resolve, api.markRead, async ({ caller, query }) =>
    notifications.markRead(caller, query.id),
  );
  registerEndpoint(app, resolve, api.unreadCount, async ({ caller }) => notifications.unreadCount(caller));
}

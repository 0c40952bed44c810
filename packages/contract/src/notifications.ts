import { z } from 'zod';
import { endpoint } from './endpoint';
import { emptyEnvelope, envelope, listEnvelope } from './envelope';
import { flagField, idField, integerField, pageNumField } from './fields';

export const notificationItem = z.object({
  id: z.number().int(),
  notificationtitle: z.string(),
  notificationcontent: z.string(),
  createtime: z.string(),
  jumpPath: z.string().describe('where a click goes; empty for none'),
  isread: z.number().int(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const notificationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/remote/notification/getnotification',
    summary: "The caller's notifications, newest first",
    tag: 'notification',
    access: 'notification:list',
    query: z.object({
      isread: flagField.optional(),
      pagenum: pageNumField,
      pagesize: integerField(1, 100).default(10),
    }),
    response: listEnvelope(notificationItem),
  }),
  markAllRead: endpoint({
    method: 'GET',
    path: '/remote/notification/markasreadall',
    summary: "Mark all the caller's notifications read",
    tag: 'notification',
    access: 'notification:read',
    response: emptyEnvelope,
  }),
  markRead: endpoint({
    method: 'GET',
    path: '/remote/notification/markasread',
    summary: 'Mark one notification read',
    tag: 'notification',
    access: 'notification:read',
    query: z.object({ id: idField }),
    response: emptyEnvelope,
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: '/remote/notification/unreadcount',
    summary: "How many of the caller's notifications are unread (the bell)",
    tag: 'notification',
    access: 'notification:list',
    response: envelope(z.object({ count: z.number().int() })),
  }),
};

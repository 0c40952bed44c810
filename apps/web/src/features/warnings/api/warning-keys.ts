import { domainKeys } from '../../../shared/api/query-keys';

/**
 * The alerts' queries: the warnings under the warnings' root (where the control screen's list of a
 * device's warnings is too), the notifications under the notifications' root.
 */
export const warningKeys = {
  all: domainKeys.warnings,
  drawer: (unreadOnly: boolean) => [...domainKeys.warnings, 'drawer', unreadOnly],
  unread: [...domainKeys.warnings, 'unread'],
};

export const notificationKeys = {
  all: domainKeys.notifications,
  page: (isread: 0 | 1, pagenum: number) => [...domainKeys.notifications, isread, pagenum],
  unread: [...domainKeys.notifications, 'unread'],
};

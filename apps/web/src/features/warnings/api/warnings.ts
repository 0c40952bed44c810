import { endpoints } from '@lamplighter/contract';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/api';
import { pageOf } from '../../../shared/api/contract-client';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { notificationKeys, warningKeys } from './warning-keys';

/** The drawer loads 12 at a time, the reminder dialog 10 a page. */
export const ALARM_PAGE_SIZE = 12;
export const REMINDER_PAGE_SIZE = 10;
export const BADGE_MAX = 99;

export const warningsQuery = (unreadOnly: boolean) =>
  infiniteQueryOptions({
    queryKey: warningKeys.drawer(unreadOnly),
    initialPageParam: 1,
    queryFn: async ({ pageParam }) =>
      pageOf(
        await call(endpoints.warning.list, {
          pagenum: pageParam,
          pagesize: ALARM_PAGE_SIZE,
          ...(unreadOnly ? { isread: 0 } : {}),
        }),
      ),
    getNextPageParam: (last, pages) =>
      pages.reduce((sum, page) => sum + page.list.length, 0) < last.total ? pages.length + 1 : undefined,
  });

export const unreadWarningsQuery = queryOptions({
  queryKey: warningKeys.unread,
  queryFn: async () => (await call(endpoints.warning.unreadCount)).count,
  refetchInterval: 60_000,
});

export const notificationsQuery = (isread: 0 | 1, pagenum: number) =>
  queryOptions({
    queryKey: notificationKeys.page(isread, pagenum),
    queryFn: async () =>
      pageOf(await call(endpoints.notification.list, { isread, pagenum, pagesize: REMINDER_PAGE_SIZE })),
    placeholderData: keepPreviousData,
  });

export const unreadNotificationsQuery = queryOptions({
  queryKey: notificationKeys.unread,
  queryFn: async () => (await call(endpoints.notification.unreadCount)).count,
  refetchInterval: 60_000,
});

/** Marking warnings read reloads every warning query (the badge, the drawer, a device's list). */
export function useWarningWrites() {
  const invalidates = [warningKeys.all];
  return {
    read: useCallMutation(endpoints.warning.read, { invalidates }),
  };
}

/** Marking notifications read reloads every notification query (the bell, the dialog's pages). */
export function useNotificationWrites() {
  const invalidates = [notificationKeys.all];
  return {
    markRead: useCallMutation(endpoints.notification.markRead, { invalidates }),
    markAllRead: useCallMutation(endpoints.notification.markAllRead, { invalidates }),
  };
}

export const MAP_JUMP_KEY = 'lamplighter.mapJump';

import type { NotificationItem, WarningItem } from '@lamplighter/contract';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

/** Seed section 9: the drawer loads 12 at a time, the reminder dialog 10 a page. */
export const ALARM_PAGE_SIZE = 12;
export const REMINDER_PAGE_SIZE = 10;
export const BADGE_MAX = 99;

type Page<T> = { list: T[]; total: number };

export const warningsQuery = (unreadOnly: boolean) =>
  infiniteQueryOptions({
    queryKey: ['warnings', 'drawer', unreadOnly],
    initialPageParam: 1,
    queryFn: async ({ pageParam }) =>
      (
        await api.request<Page<WarningItem>[]>('/remote/warninginfo/list', {
          params: { pagenum: pageParam, pagesize: ALARM_PAGE_SIZE, ...(unreadOnly ? { isread: 0 } : {}) },
        })
      ).data[0] ?? { list: [], total: 0 },
    getNextPageParam: (last, pages) =>
      pages.reduce((sum, page) => sum + page.list.length, 0) < last.total ? pages.length + 1 : undefined,
  });

export const unreadWarningsQuery = queryOptions({
  queryKey: ['warnings', 'unread'],
  queryFn: async () => (await api.request<{ count: number }>('/remote/warninginfo/unreadcount')).data.count,
  refetchInterval: 60_000,
});

export const notificationsQuery = (isread: 0 | 1, pagenum: number) =>
  queryOptions({
    queryKey: ['notifications', isread, pagenum],
    queryFn: async () =>
      (
        await api.request<Page<NotificationItem>[]>('/remote/notification/getnotification', {
          params: { isread, pagenum, pagesize: REMINDER_PAGE_SIZE },
        })
      ).data[0] ?? { list: [], total: 0 },
    placeholderData: keepPreviousData,
  });

export const unreadNotificationsQuery = queryOptions({
  queryKey: ['notifications', 'unread'],
  queryFn: async () => (await api.request<{ count: number }>('/remote/notification/unreadcount')).data.count,
  refetchInterval: 60_000,
});

export const alertCalls = {
  readWarning: (id: number) => api.request('/remote/warninginfo/read', { params: { id } }),
  readAllWarnings: () => api.request('/remote/warninginfo/read', { params: { isall: 1 } }),
  readNotification: (id: number) => api.request('/remote/notification/markasread', { params: { id } }),
  readAllNotifications: () => api.request('/remote/notification/markasreadall'),
};

/** Where a warning leads: the device's control page with the warning shown. */
export function warningTarget(warning: Pick<WarningItem, 'devicecode' | 'devicetype'>): string {
  const query = new URLSearchParams({
    deviceCode: warning.devicecode,
    type: String(warning.devicetype ?? ''),
    warningInfo: 'true',
  });
  return `/photovoltaic/device/control?${query.toString()}`;
}

export const MAP_JUMP_KEY = 'lamplighter.mapJump';

import type { UserInfo } from '@lamplighter/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { holds } from '../../../shared/auth/permissions';

export interface Summary {
  childAccounts: number | undefined;
  unreadWarnings: number | undefined;
  unreadNotifications: number | undefined;
}

/** Counts for the home page, each only when the user may read it. */
export const summaryQuery = (info: UserInfo) =>
  queryOptions({
    queryKey: ['dashboard', 'summary', info.id],
    queryFn: async (): Promise<Summary> => {
      const [accounts, warnings, notifications] = await Promise.all([
        holds(info, 'sys:account:list')
          ? api.request<{ total: number }[]>('/sys/account/list', { params: { pagesize: 1 } })
          : undefined,
        holds(info, 'warning:list')
          ? api.request<{ count: number }>('/remote/warninginfo/unreadcount')
          : undefined,
        holds(info, 'notification:list')
          ? api.request<{ count: number }>('/remote/notification/unreadcount')
          : undefined,
      ]);
      return {
        childAccounts: accounts ? Math.max(0, (accounts.data[0]?.total ?? 1) - 1) : undefined,
        unreadWarnings: warnings?.data.count,
        unreadNotifications: notifications?.data.count,
      };
    },
  });

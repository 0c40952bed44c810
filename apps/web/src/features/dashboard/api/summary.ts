import { type AfterSaleOpenSummary, endpoints, type UserInfo } from '@lamplighter/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/api';
import { holds } from '../../../shared/auth/permissions';
import { dashboardKeys } from './dashboard-keys';

export interface Summary {
  childAccounts: number | undefined;
  unreadWarnings: number | undefined;
  unreadNotifications: number | undefined;
  openTickets: AfterSaleOpenSummary | undefined;
}

/** Counts for the home page, each only when the user may read it. */
export const summaryQuery = (info: UserInfo) =>
  queryOptions({
    queryKey: dashboardKeys.summary(info.id),
    queryFn: async (): Promise<Summary> => {
      const [accounts, warnings, notifications, openTickets] = await Promise.all([
        holds(info, 'sys:account:list') ? call(endpoints.account.list, { pagesize: 1 }) : undefined,
        holds(info, 'warning:list') ? call(endpoints.warning.unreadCount) : undefined,
        holds(info, 'notification:list') ? call(endpoints.notification.unreadCount) : undefined,
        holds(info, 'aftersale:list') ? call(endpoints.afterSale.open) : undefined,
      ]);
      return {
        childAccounts: accounts ? Math.max(0, (accounts[0]?.total ?? 1) - 1) : undefined,
        unreadWarnings: warnings?.count,
        unreadNotifications: notifications?.count,
        openTickets,
      };
    },
  });

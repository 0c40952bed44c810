import { endpoints } from '@lamplighter/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../api/api';
import { dashboardKeys } from './dashboard-keys';

/** Devices, lamps, warnings, expiring packages and the map's cells of the user's subtree. */
export const dashboardSummaryQuery = queryOptions({
  queryKey: dashboardKeys.summary,
  queryFn: () => call(endpoints.dashboard.summary),
  placeholderData: keepPreviousData,
});

/** Energy today, this month and per day, the days counted on the browser's clock. */
export const dashboardEnergyQuery = (utcoffset = -new Date().getTimezoneOffset()) =>
  queryOptions({
    queryKey: dashboardKeys.energy(utcoffset),
    queryFn: () => call(endpoints.dashboard.energy, { utcoffset }),
    placeholderData: keepPreviousData,
  });

export const openTicketsQuery = queryOptions({
  queryKey: dashboardKeys.openTickets,
  queryFn: () => call(endpoints.afterSale.open),
  placeholderData: keepPreviousData,
});

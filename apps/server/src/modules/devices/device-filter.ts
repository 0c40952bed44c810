import type { DeviceFilter } from '@lamplighter/contract';
import { and, eq, gte, ilike, inArray, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/like';
import type { Caller } from '../../platform/caller';
import { accountInSubtree } from '../../platform/scope';
import { deviceSearchText, devices } from './devices.table';

/** The calendar day (`YYYY-MM-DD`) of a moment in the server's time zone. */
export function localDay(ms: number): string {
  const day = new Date(ms);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** `day` plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Package or SIM end before `today` (expired), or from `today` to `today + N` (running out). */
function expiryCondition(expiry: NonNullable<DeviceFilter['expiry']>, today: string): SQL | undefined {
  const ends = [devices.packageExpire, devices.simEnd];
  if (expiry === 'expired') return or(...ends.map((end) => lt(end, today)));
  const last = addDays(today, Number(expiry));
  return or(...ends.map((end) => and(gte(end, today), lte(end, last))));
}

/**
 * The conditions of every device list view, its exports and the map: the caller's subtree first,
 * then each filter given. Every column is the devices table's own, so counting needs no join.
 */
export function deviceConditions(caller: Caller, filter: DeviceFilter, today: string): SQL | undefined {
  const keyword = filter.keyword ? containsPattern(filter.keyword) : undefined;
  return and(
    accountInSubtree(devices.accountId, caller),
    keyword ? ilike(deviceSearchText(devices), keyword) : undefined,
    filter.projectid ? eq(devices.projectId, filter.projectid) : undefined,
    filter.groupid ? eq(devices.groupId, filter.groupid) : undefined,
    filter.devicetype?.length ? inArray(devices.typeId, filter.devicetype) : undefined,
    filter.runstate === undefined
      ? undefined
      : filter.runstate === 0
        ? isNull(devices.runState)
        : eq(devices.runState, filter.runstate),
    filter.expiry ? expiryCondition(filter.expiry, today) : undefined,
    filter.gatewayid ? eq(devices.gatewayId, filter.gatewayid) : undefined,
  );
}

import type { DeviceFilter } from '@lamplighter/contract';
import { and, eq, gte, isNull, like, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { arrayLiteral } from '../../db/array-literal';
import { containsPattern } from '../../db/like';
import { asParameters, type ValueBinder } from '../../db/value-binder';
import type { Caller } from '../../platform/caller';
import { accountInSubtree } from '../../platform/scope';
import { devices } from './devices.table';
import { type LampFilter, lampConditions } from './lamp-values';

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
function expiryCondition(
  expiry: NonNullable<DeviceFilter['expiry']>,
  today: string,
  values: ValueBinder,
): SQL | undefined {
  const ends = [devices.packageExpire, devices.simEnd];
  const from = values.bind('today', today);
  if (expiry === 'expired') return or(...ends.map((end) => lt(end, from)));
  const last = values.bind('last', addDays(today, Number(expiry)));
  return or(...ends.map((end) => and(gte(end, from), lte(end, last))));
}

/**
 * `column = any(values)`, also for one value: unlike `=`, it does not make the column a constant
 * to the planner, so that `order by column, id` still asks for the (column, id) index (see
 * `pageDriver`).
 */
function anyOf(column: AnyPgColumn, list: readonly number[], name: string, values: ValueBinder): SQL {
  return sql`${column} = any(${values.bind(name, arrayLiteral(list))}::int[])`;
}

/**
 * The filter column whose (column, id) index hands out a page newest first, the narrowest given:
 * the page then walks that index from its newest match on. Devices are added project by project,
 * so a project's devices sit together in id order; walking the primary key from the newest device
 * instead passes every newer project first, which the planner, assuming matches spread evenly,
 * does not foresee.
 */
export function pageDriver(filter: DeviceFilter): AnyPgColumn | undefined {
  if (filter.groupid) return devices.groupId;
  if (filter.projectid) return devices.projectId;
  if (filter.devicetype?.length === 1) return devices.typeId;
  if (filter.runstate) return devices.runState;
  return undefined;
}

/**
 * Each filter given, under a name for what it tests (not for its value): two views with the same
 * names have the same statement, with other values (see `NamedValues`). For a page `walked` along
 * an index (many matches, see `pageOrder`), the keyword is a substring search (`strpos`) that the
 * trigram index cannot answer and whose matches the planner takes for a third of the rows: its
 * guess of a LIKE's matches can be off by thousands (3 for 6,000 at 30,000 devices), and it then
 * read every match through the trigram index and sorted them instead of walking (11 ms against 1.5
 * for a page on the embedded store). It is also the cheaper test of each row the walk passes:
 * 0.88 ms against 1.04 for a page that passes 4,000 devices on the embedded store.
 */
export function filterConditions(
  filter: DeviceFilter & LampFilter,
  today: string,
  values: ValueBinder = asParameters,
  { walked = false } = {},
): Map<string, SQL> {
  const conditions = new Map<string, SQL>();
  const add = (name: string, condition: SQL | undefined) => condition && conditions.set(name, condition);
  if (filter.keyword) {
    const text = filter.keyword.toLowerCase();
    add(
      'keyword',
      walked
        ? sql`strpos(${devices.searchText}, ${values.bind('substring', text)}) > 0`
        : like(devices.searchText, values.bind('keyword', containsPattern(text))),
    );
  }
  if (filter.projectid) add('project', anyOf(devices.projectId, [filter.projectid], 'project', values));
  if (filter.groupid) add('group', anyOf(devices.groupId, [filter.groupid], 'group', values));
  if (filter.devicetype?.length) add('type', anyOf(devices.typeId, filter.devicetype, 'type', values));
  if (filter.runstate === 0) add('no run state', isNull(devices.runState));
  else if (filter.runstate !== undefined) {
    add('run state', anyOf(devices.runState, [filter.runstate], 'runstate', values));
  }
  if (filter.expiry) {
    add(
      `expiry ${filter.expiry === 'expired' ? 'passed' : 'window'}`,
      expiryCondition(filter.expiry, today, values),
    );
  }
  if (filter.gatewayid) add('gateway', eq(devices.gatewayId, values.bind('gateway', filter.gatewayid)));
  for (const [name, condition] of lampConditions(filter, values)) add(name, condition);
  return conditions;
}

/**
 * The conditions of every device list view, its exports and the map: the caller's subtree first
 * (`scope`, when the caller looked its accounts up; see `accountListedInSubtree`), then each filter
 * given. Every column is the devices table's own, so counting needs no join.
 */
export function deviceConditions(
  caller: Caller,
  filter: DeviceFilter,
  today: string,
  scope: SQL = accountInSubtree(devices.accountId, caller),
): SQL | undefined {
  return and(scope, ...filterConditions(filter, today).values());
}

import { like, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { arrayLiteral } from '../db/array-literal';
import type { Database } from '../db/client';
import { startsWithPattern } from '../db/like';
import { asParameters, type ValueBinder } from '../db/value-binder';
import { accounts } from '../modules/accounts/accounts.table';
import type { Caller } from './caller';

/**
 * The one place that decides what a caller may see: its own account and every account below it.
 * Every domain that stores rows of an account filters them through these conditions, so that a
 * foreign id simply finds nothing and answers 404.
 */
export function subtreePattern(caller: Pick<Caller, 'path'>): string {
  return startsWithPattern(caller.path);
}

/** For a column holding an account path. */
export function pathInSubtree(pathColumn: AnyPgColumn, caller: Pick<Caller, 'path'>): SQL {
  return sql`${pathColumn} like ${subtreePattern(caller)}`;
}

/** For a column holding an account id. */
export function accountInSubtree(
  accountIdColumn: AnyPgColumn,
  caller: Pick<Caller, 'path'>,
  values: ValueBinder = asParameters,
): SQL {
  return sql`${accountIdColumn} in (select ${accounts.id} from ${accounts} where ${accounts.path} like ${values.bind('subtree', subtreePattern(caller))})`;
}

/** Up to this many accounts a subtree is written out as their ids. */
const LISTED_ACCOUNTS = 1000;

/** The ids of the caller's subtree's accounts, or undefined when there are more than a thousand. */
export async function subtreeAccountIds(
  db: Database,
  caller: Pick<Caller, 'path'>,
): Promise<number[] | undefined> {
  const listed = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(like(accounts.path, subtreePattern(caller)))
    .limit(LISTED_ACCOUNTS + 1);
  return listed.length > LISTED_ACCOUNTS ? undefined : listed.map((row) => row.id);
}

/**
 * For a column holding an account id, with the subtree's accounts looked up first
 * (`subtreeAccountIds`) and written out as their ids: the planner then estimates from the column's
 * statistics how many rows the subtree holds (all of them, for an installer's top account), where
 * the subquery made it guess a few, sort thousands of matches and miss the index that hands out a
 * page at once. A large subtree (`ids` undefined) keeps the subquery.
 */
export function accountListedInSubtree(
  accountIdColumn: AnyPgColumn,
  caller: Pick<Caller, 'path'>,
  ids: readonly number[] | undefined,
  values: ValueBinder = asParameters,
): SQL {
  if (ids === undefined) return accountInSubtree(accountIdColumn, caller, values);
  return sql`${accountIdColumn} = any(${values.bind('accounts', arrayLiteral(ids))}::int[])`;
}

export function isInSubtree(path: string, caller: Pick<Caller, 'path'>): boolean {
  return path.startsWith(caller.path);
}

import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { startsWithPattern } from '../db/like';
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
export function accountInSubtree(accountIdColumn: AnyPgColumn, caller: Pick<Caller, 'path'>): SQL {
  return sql`${accountIdColumn} in (select ${accounts.id} from ${accounts} where ${accounts.path} like ${subtreePattern(caller)})`;
}

export function isInSubtree(path: string, caller: Pick<Caller, 'path'>): boolean {
  return path.startsWith(caller.path);
}

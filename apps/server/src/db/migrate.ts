import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { Schema, Store } from './client';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any number, fixed: the advisory lock that keeps starting processes from setting up at once. */
const SETUP_LOCK = 7_401_221;

/**
 * Runs `work` while no other process of the installation migrates the database or sets it up (its
 * roles, menus and first account): processes started together on an empty database would otherwise
 * each create them, and all but one fail. The embedded store serves one process.
 */
export async function underSetupLock<T>(store: Store, work: () => Promise<T>): Promise<T> {
  if (store.kind === 'pglite') return work();
  const sql = store.sql;
  if (!sql) throw new Error('postgres store without a connection');
  const reserved = await sql.reserve();
  try {
    await reserved`select pg_advisory_lock(${SETUP_LOCK})`;
    return await work();
  } finally {
    await reserved`select pg_advisory_unlock(${SETUP_LOCK})`;
    reserved.release();
  }
}

/** Applies the generated SQL migrations that the database does not have yet. */
export async function migrate(store: Store): Promise<void> {
  if (store.kind === 'pglite') {
    await migratePglite(store.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
    return;
  }
  await underSetupLock(store, () =>
    migratePostgres(store.db as unknown as PostgresJsDatabase<Schema>, { migrationsFolder }),
  );
}

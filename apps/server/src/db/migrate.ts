import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { Schema, Store } from './client';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any number, fixed: the advisory lock that keeps two starting processes from migrating at once. */
const MIGRATION_LOCK = 7_401_221;

/** Applies the generated SQL migrations that the database does not have yet. */
export async function migrate(store: Store): Promise<void> {
  if (store.kind === 'pglite') {
    await migratePglite(store.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
    return;
  }
  const sql = store.sql;
  if (!sql) throw new Error('postgres store without a connection');
  const reserved = await sql.reserve();
  try {
    await reserved`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migratePostgres(store.db as unknown as PostgresJsDatabase<Schema>, { migrationsFolder });
  } finally {
    await reserved`select pg_advisory_unlock(${MIGRATION_LOCK})`;
    reserved.release();
  }
}

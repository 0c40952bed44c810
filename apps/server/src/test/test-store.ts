import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { openStore, type Store } from '../db/client';
import { migrate } from '../db/migrate';

/** Which store the server tests run on: set per Vitest project (see vitest.config.ts). */
export function testStoreKind(): 'pglite' | 'postgres' {
  return process.env.TEST_STORE === 'postgres' ? 'postgres' : 'pglite';
}

function databaseUrl(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A new, empty database on the server of TEST_DATABASE_URL (or `base`), and how to drop it again. */
export async function createTestDatabase(
  base = process.env.TEST_DATABASE_URL,
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!base) throw new Error('TEST_STORE=postgres needs TEST_DATABASE_URL');
  const name = `lamplighter_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  return {
    url: databaseUrl(base, name),
    drop: async () => {
      const dropper = postgres(base, { max: 1, onnotice: () => {} });
      await dropper.unsafe(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * A fresh, migrated store for one test file: PGlite in memory, or a new PostgreSQL database on
 * the server of TEST_DATABASE_URL that is dropped again when the store closes.
 */
export async function openTestStore(): Promise<Store> {
  if (testStoreKind() === 'pglite') {
    const store = await openStore({ kind: 'pglite-memory' });
    await migrate(store);
    return store;
  }
  const database = await createTestDatabase();
  const store = await openStore({ kind: 'postgres', url: database.url, maxConnections: 5 });
  await migrate(store);
  return {
    ...store,
    close: async () => {
      await store.close();
      await database.drop();
    },
  };
}

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { openStore, type Store } from '../db/client';
import { migrate } from '../db/migrate';
import { providedTemplates, type StoreTemplate, templateDatabase, templateDataDir } from './store-templates';

/** Which store the server tests run on: set per Vitest project (see vitest.config.ts). */
export function testStoreKind(): 'pglite' | 'postgres' {
  return process.env.TEST_STORE === 'postgres' ? 'postgres' : 'pglite';
}

export function databaseUrl(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * A new database on the server of TEST_DATABASE_URL (or `base`), empty or a copy of `template`,
 * and how to drop it again.
 */
export async function createTestDatabase(
  base = process.env.TEST_DATABASE_URL,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!base) throw new Error('TEST_STORE=postgres needs TEST_DATABASE_URL');
  const name = `lamplighter_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}${template ? ` template ${template}` : ''}`);
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

/** A PGlite data directory of its own, copied from the run's template; removed when the store closes. */
async function openPgliteCopy(runDir: string, template: StoreTemplate): Promise<Store> {
  const dataDir = path.join(runDir, 'stores', randomBytes(6).toString('hex'));
  fs.cpSync(templateDataDir(runDir, template), dataDir, { recursive: true });
  const store = await openStore({ kind: 'pglite', dataDir });
  return {
    ...store,
    close: async () => {
      await store.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function openPostgres(template: string | undefined): Promise<Store> {
  const database = await createTestDatabase(undefined, template);
  const store = await openStore({ kind: 'postgres', url: database.url, maxConnections: 5 });
  return {
    ...store,
    close: async () => {
      await store.close();
      await database.drop();
    },
  };
}

/**
 * A fresh store for one test file: PGlite, or a new PostgreSQL database on the server of
 * TEST_DATABASE_URL, dropped again when the store closes. `migrated` has the schema only;
 * `bootstrapped` is what the test platform's first start leaves (see test-app.ts). Under Vitest
 * both are copies of templates made once per run (see store-templates.ts); elsewhere (a bench)
 * the store is migrated here and a bootstrapped one is bootstrapped by the platform's start.
 */
export async function openTestStore(template: StoreTemplate = 'migrated'): Promise<Store> {
  const kind = testStoreKind();
  const provided = await providedTemplates();
  if (provided) {
    return kind === 'pglite'
      ? openPgliteCopy(provided, template)
      : openPostgres(templateDatabase(provided, template));
  }
  const store =
    kind === 'pglite' ? await openStore({ kind: 'pglite-memory' }) : await openPostgres(undefined);
  await migrate(store);
  return store;
}

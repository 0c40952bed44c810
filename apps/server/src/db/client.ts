import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { lockDataDir } from './data-dir-lock';
import { type ProtocolEngine, startPgliteEngine } from './pglite-engine';
import { type OneTripPglite, oneTripClient } from './pglite-one-trip';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the repositories see, whichever store is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type StoreOptions =
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory' }
  | { kind: 'postgres'; url: string; maxConnections?: number };

export interface Store {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** Runs raw SQL; used by migrations and tests. */
  execute(sql: string): Promise<void>;
  close(): Promise<void>;
  sql?: postgres.Sql;
  /**
   * A connection of its own to the same PostgreSQL database, apart from the pool and kept as long
   * as it lives, for what a database session holds (a session-level advisory lock). Not on the
   * embedded store.
   */
  openSession?: (settings: SessionSettings) => postgres.Sql;
}

type PostgresOptions = postgres.Options<Record<string, postgres.PostgresType>>;

/** What a session of its own is opened with: its parameters (`application_name`...), what to do as it closes. */
export type SessionSettings = Pick<PostgresOptions, 'connection' | 'onclose'>;

/**
 * A PostgreSQL URL as libpq reads it: `?host=/var/run/postgresql` names the directory of a Unix
 * socket (cheaper than loopback TCP for every query). postgres.js would send it to the server as a
 * setting, so it is taken out and given as the host option.
 */
export function postgresTarget(url: string): { url: string; socketDir?: string } {
  const parsed = new URL(url);
  const host = parsed.searchParams.get('host');
  if (!host?.startsWith('/')) return { url };
  parsed.searchParams.delete('host');
  return { url: parsed.toString(), socketDir: host };
}

/**
 * Twice this machine's cores, at least 4: PostgreSQL does its best with about two busy connections
 * a core, and each one more is a process that the cores switch between (on two cores, 10
 * connections answered the device list about as fast as 4 but with twice the 99th percentile for
 * a keyword or page 200: 66-69 ms against 33-50).
 */
export function defaultPoolSize(): number {
  return Math.max(4, 2 * os.availableParallelism());
}

export async function openStore(options: StoreOptions): Promise<Store> {
  if (options.kind === 'postgres') {
    const target = postgresTarget(options.url);
    const connect = (settings: PostgresOptions) =>
      postgres(target.url, {
        ...(target.socketDir ? { host: target.socketDir } : {}),
        onnotice: () => {},
        connection: { application_name: 'lamplighter' },
        ...settings,
      });
    const sql = connect({
      max: options.maxConnections ?? defaultPoolSize(),
      // A query waits for a free connection rather than queueing behind another connection's
      // statements (postgres.js queues a statement it has prepared on that connection, as the
      // device list's pages are): queued there, it waited for whatever ran before it, a 30 ms
      // count included, and the list's 99th percentile doubled while its median stayed the same.
      // postgres.js 3.4 reads this option; its types leave it out.
      ...({ max_pipeline: 1 } as object),
    });
    const db = drizzlePostgres(sql, { schema }) as unknown as Database;
    return {
      kind: 'postgres',
      db,
      sql,
      execute: async (text) => {
        await sql.unsafe(text);
      },
      close: () => sql.end({ timeout: 5 }),
      // postgres.js replaces a connection every 30 to 60 minutes by default: a session must last.
      openSession: (settings) => connect({ max: 1, max_lifetime: null, ...settings }),
    };
  }
  let databaseDir: string | undefined;
  let unlock = () => {};
  if (options.kind === 'pglite') {
    databaseDir = path.join(options.dataDir, 'pgdata');
    unlock = lockDataDir(options.dataDir, databaseDir);
  }
  let engine: ProtocolEngine | undefined;
  let client: OneTripPglite;
  try {
    engine = await startPgliteEngine(databaseDir);
    client = await oneTripClient(engine);
  } catch (error) {
    await engine?.close();
    unlock();
    throw error;
  }
  const started = engine;
  const db = drizzlePglite(client as unknown as PGlite, { schema }) as unknown as Database;
  return {
    kind: 'pglite',
    db,
    execute: (text) => client.exec(text),
    close: async () => {
      await started.close();
      unlock();
    },
  };
}

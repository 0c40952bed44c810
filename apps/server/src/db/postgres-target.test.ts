import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { testStoreKind } from '../test/test-store';
import { openStore, postgresTarget } from './client';

describe('a PostgreSQL URL', () => {
  it('keeps a TCP address as it is', () => {
    expect(postgresTarget('postgres://app:secret@db.example:5433/city?sslmode=require')).toEqual({
      url: 'postgres://app:secret@db.example:5433/city?sslmode=require',
    });
  });

  it('takes ?host=/directory as the Unix socket, as libpq does, and keeps the other parameters', () => {
    expect(
      postgresTarget('postgres://app@localhost:5433/city?host=/var/run/postgresql&sslmode=disable'),
    ).toEqual({
      url: 'postgres://app@localhost:5433/city?sslmode=disable',
      socketDir: '/var/run/postgresql',
    });
  });
});

const socketDir = '/var/run/postgresql';
const onPostgres = testStoreKind() === 'postgres' && existsSync(`${socketDir}/.s.PGSQL.5432`);

describe.runIf(onPostgres)('a store opened through the Unix socket', () => {
  it('talks to PostgreSQL without TCP', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.searchParams.set('host', socketDir);
    const store = await openStore({ kind: 'postgres', url: url.toString(), maxConnections: 1 });
    try {
      const sql = store.sql;
      if (!sql) throw new Error('a PostgreSQL store has its connection');
      const rows = await sql`select inet_server_addr() as address`;
      expect(rows[0]).toEqual({ address: null });
    } finally {
      await store.close();
    }
  });
});

describe.runIf(testStoreKind() === 'postgres')('the PostgreSQL pool', () => {
  it('gives a query a free connection rather than a place behind a slow statement', async () => {
    const store = await openStore({
      kind: 'postgres',
      url: process.env.TEST_DATABASE_URL ?? '',
      maxConnections: 3,
    });
    try {
      const sql = store.sql;
      if (!sql) throw new Error('a PostgreSQL store has its connection');
      // Prepared on every connection first: postgres.js pipelines only statements it has prepared.
      const quickQuery = (i: number) => sql`select ${i}::int as i`;
      await Promise.all([quickQuery(0), quickQuery(1), quickQuery(2)]);
      const finished: string[] = [];
      const slow = sql`select pg_sleep(0.4)`.then(() => finished.push('slow'));
      const quick = Array.from({ length: 12 }, (_, i) => quickQuery(i).then(() => finished.push('quick')));
      await Promise.all([slow, ...quick]);
      // Pipelined as postgres.js does by default, four of the twelve waited for the slow one.
      expect(finished.indexOf('slow')).toBeGreaterThanOrEqual(finished.length - 2);
    } finally {
      await store.close();
    }
  });
});

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import {
  freePort,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
  waitUntilRunning,
} from '../apps/server/src/test/server-process';

export const E2E_ADMIN_PASSWORD = 'Lamp#Browser9';

export interface RunningPlatform {
  url: string;
  /** SQL on the platform's database: only when it runs on PostgreSQL. */
  sql?: postgres.Sql;
  stop(): Promise<void>;
}

const postgresBase = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * The real platform with the built web app on a free port: on a fresh embedded store, or on a
 * fresh PostgreSQL database when a test needs to put rows in place that no screen creates yet;
 * `env` adds settings (README's configuration table).
 */
export async function startPlatform(
  options: { store: 'pglite' | 'postgres'; env?: Record<string, string> } = { store: 'pglite' },
): Promise<RunningPlatform> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lamplighter-e2e-'));
  let databaseUrl = '';
  let dropDatabase = async () => {};
  if (options.store === 'postgres') {
    const name = `lamplighter_e2e_${randomBytes(4).toString('hex')}`;
    const admin = postgres(postgresBase, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(postgresBase);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const server: ServerProcess = startServerProcess(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LOG_LEVEL: 'info',
      ...options.env,
    },
    await freePort(),
  );
  await waitUntilRunning(server);
  const sql = databaseUrl ? postgres(databaseUrl, { max: 1, onnotice: () => {} }) : undefined;
  return {
    url: `http://127.0.0.1:${server.port}`,
    ...(sql ? { sql } : {}),
    stop: async () => {
      await sql?.end();
      await stopServerProcess(server);
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

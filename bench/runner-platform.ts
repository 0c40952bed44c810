import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../apps/server/src/test/server-process';
import { createTestDatabase } from '../apps/server/src/test/test-store';
import { forkChild } from './ipc-child';
import { profileArgs } from './profile-args';

export const BENCH_ADMIN_PASSWORD = 'Bench#Lamp2026';

/** The bench devices' access tokens are this and their number, from 0. */
export const BENCH_TOKEN_PREFIX = 'bench-token-';

export type RunnerRequest =
  | { type: 'devices'; count: number }
  | { type: 'memory' }
  | { type: 'rows' }
  | { type: 'send'; method: string }
  | { type: 'databasePids' }
  | { type: 'stop' };

export interface RunnerPlatform {
  store: 'pglite' | 'postgres';
  mqttUrl: string;
  httpUrl: string;
  pid: number;
  request<T>(request: RunnerRequest): Promise<T>;
  stop(): Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const postgresBase = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A fresh PostgreSQL database on BENCH_DATABASE_URL's server, and how to drop it. */
export function benchDatabase() {
  return createTestDatabase(postgresBase);
}

/** Starts `platform-runner.ts` on a fresh store (a temporary DATA_DIR, or a new PostgreSQL database). */
export async function startRunnerPlatform(store: 'pglite' | 'postgres'): Promise<RunnerPlatform> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lamplighter-bench-'));
  const database = store === 'postgres' ? await benchDatabase() : undefined;
  const port = await freePort();
  const child = forkChild(
    path.join(here, 'platform-runner.ts'),
    {
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
      HOST: '127.0.0.1',
      PORT: String(port),
      MQTT_PORT: '0',
      LOG_LEVEL: 'warn',
    },
    ['--expose-gc', ...profileArgs()],
  );
  const ready = await child.next<{ mqttPort: number }>();
  return {
    store,
    mqttUrl: `mqtt://127.0.0.1:${ready.mqttPort}`,
    httpUrl: `http://127.0.0.1:${port}`,
    pid: child.pid,
    request: <T>(request: RunnerRequest) => child.request<T>(request),
    async stop() {
      await Promise.race([child.request({ type: 'stop' }), child.exited]);
      await child.exited;
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

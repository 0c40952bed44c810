import { type ChildProcess, spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openStore, type Store, type StoreOptions } from '../../db/client';
import { migrate } from '../../db/migrate';
import { rowsOf } from '../../db/rows-of';
import { insertDevices } from '../../test/telemetry-fixture';
import { ADMIN_PASSWORD } from '../../test/test-app';
import { createTestDatabase, testStoreKind } from '../../test/test-store';
import type { DeviceIdentity } from '../../transport/device-messages';

const runner = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../test/telemetry-ingest-runner.ts',
);
const ROUNDS = 3;
const DEVICES = 25;
/** Each round is killed after this many acknowledgements and a random number more. */
const LEAST_ACKS = 300;
const MORE_ACKS = 3000;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lamplighter-ingest-'));
const children: ChildProcess[] = [];
let dropDatabase: (() => Promise<void>) | undefined;

afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase?.();
});

async function storeOptions(): Promise<StoreOptions> {
  if (testStoreKind() === 'pglite') return { kind: 'pglite', dataDir };
  const database = await createTestDatabase();
  dropDatabase = database.drop;
  return { kind: 'postgres', url: database.url, maxConnections: 2 };
}

/** The platform's first start on the store (accounts, roles), then a project of devices. */
async function prepare(store: Store): Promise<DeviceIdentity[]> {
  await migrate(store);
  const app = await buildApp({ config: loadConfig({ ADMIN_PASSWORD }), store, logLevel: 'silent' });
  const [owner] = rowsOf<{ id: number }>(
    await store.db.execute(sql`select id from accounts where username = 'admin'`),
  );
  const [project] = rowsOf<{ id: number }>(
    await store.db.execute(
      sql`insert into projects (account_id, name) values (${owner?.id}, 'Kill test') returning id`,
    ),
  );
  const fleet = await insertDevices(
    store,
    { accountId: owner?.id ?? 0, projectId: project?.id ?? 0 },
    DEVICES,
  );
  await app.close();
  return fleet;
}

/**
 * Runs the ingest in a child process until it acknowledged `killAfter` messages, then kills it
 * with SIGKILL; answers every acknowledgement it printed (`deviceId sequence`).
 */
async function ingestUntilKilled(env: Record<string, string>, killAfter: number): Promise<string[]> {
  const child = spawn(process.execPath, ['--import', 'tsx', runner], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const acks: string[] = [];
  let partial = '';
  let errors = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.stderr?.on('data', (chunk) => {
    errors += chunk;
  });
  await new Promise<void>((resolve, reject) => {
    const timeout = setTimeout(
      () => reject(new Error(`only ${acks.length} acknowledgements:\n${errors}`)),
      90_000,
    );
    child.once('exit', () => {
      clearTimeout(timeout);
      reject(new Error(`the runner ended by itself:\n${errors}`));
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) if (line.startsWith('ack ')) acks.push(line.slice(4));
      if (acks.length >= killAfter && child.signalCode === null) {
        clearTimeout(timeout);
        child.kill('SIGKILL');
        resolve();
      }
    });
  });
  await exited;
  // What was printed before the kill and is still in the pipe counts as acknowledged too.
  for (const line of partial.split('\n')) if (line.startsWith('ack ')) acks.push(line.slice(4));
  expect(child.signalCode).toBe('SIGKILL');
  return acks;
}

describe(`kill -9 during ingest (${testStoreKind()})`, () => {
  it('loses no acknowledged message: each is in the history after the restart', async () => {
    const options = await storeOptions();
    const setup = await openStore(options);
    const fleet = await prepare(setup);
    await setup.close();

    const env = {
      RUNNER_DEVICES: JSON.stringify(fleet),
      ...(options.kind === 'postgres'
        ? { DATABASE_URL: options.url }
        : { DATA_DIR: dataDir, DATABASE_URL: '' }),
    };
    const acknowledged: string[] = [];
    const firstTs = Date.now() - 3_600_000;
    for (let round = 0; round < ROUNDS; round++) {
      // Each round restarts on what the killed one left, with timestamps and sequences of its own.
      const roundEnv = {
        ...env,
        RUNNER_FIRST_TS: String(firstTs + round * 100_000),
        RUNNER_FIRST_SEQUENCE: String(round * 100_000),
      };
      acknowledged.push(...(await ingestUntilKilled(roundEnv, LEAST_ACKS + randomInt(MORE_ACKS))));
    }

    const store = await openStore(options);
    try {
      await migrate(store);
      const stored = new Set(
        rowsOf<{ device_id: number; sequence: number }>(
          await store.db.execute(sql`
            select device_id, number_value as sequence from telemetry_history where key = 'sequence'`),
        ).map((row) => `${row.device_id} ${row.sequence}`),
      );
      const lost = acknowledged.filter((ack) => !stored.has(ack));
      expect(acknowledged.length).toBeGreaterThanOrEqual(ROUNDS * LEAST_ACKS);
      expect(lost).toEqual([]);
    } finally {
      await store.close();
    }
  }, 300_000);
});

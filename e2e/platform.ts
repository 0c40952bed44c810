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
import { providedTemplates, templateDataDir } from '../apps/server/src/test/store-templates';

export const E2E_ADMIN_PASSWORD = 'Lamp#Browser9';

export interface RunningPlatform {
  url: string;
  /** SQL on the platform's database: only when it runs on PostgreSQL. */
  sql?: postgres.Sql;
  stop(): Promise<void>;
}

const postgresBase = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A platform started for the whole run, and the file whose presence says a test file holds it. */
export interface SharedPlatform {
  url: string;
  lease: string;
  /** Its MQTT broker's port, where a test needs it. */
  mqttPort?: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The e2e run's shared platforms (see shared-platforms.global-setup.ts). */
    sharedPlatforms: SharedPlatform[];
    /** The e2e run's shared platform with the demo fleet live (see demo-fleet.ts). */
    demoPlatforms: SharedPlatform[];
  }
}

/**
 * The per-address limits of a platform that file after file signs in to (the shared ones, the demo
 * fleet's): every browser of the run calls from 127.0.0.1, so one address makes the sign-ins and
 * public calls of a whole run, past the 20 sign-ins a minute that one person's address is allowed.
 * The tests of those limits start platforms of their own.
 */
export const SHARED_ADDRESS_LIMITS = { SIGNIN_ATTEMPTS_PER_MINUTE: '600', PUBLIC_CALLS_PER_MINUTE: '6000' };

export interface PlatformOptions {
  store: 'pglite' | 'postgres';
  env?: Record<string, string>;
  /**
   * A migrated embedded store to start from instead of creating one (creating it takes most of a
   * first start: 5 s of 9); by default the run's template, when the test runs under Vitest.
   */
  pgliteTemplate?: string;
}

/** The run's migrated embedded store, made once by the store templates' global set-up. */
async function runPgliteTemplate(): Promise<string | undefined> {
  const runDir = await providedTemplates();
  return runDir ? templateDataDir(runDir, 'migrated') : undefined;
}

/**
 * The real platform with the built web app on a free port, on its first start: on a fresh
 * embedded store, or on a fresh PostgreSQL database when a test needs to put rows in place that no
 * screen creates yet; `env` adds settings (README's configuration table).
 */
export async function startPlatform(
  options: PlatformOptions = { store: 'pglite' },
): Promise<RunningPlatform> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lamplighter-e2e-'));
  if (options.store === 'pglite') {
    const template = options.pgliteTemplate ?? (await runPgliteTemplate());
    if (template) fs.cpSync(template, dataDir, { recursive: true });
  }
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

/**
 * A platform shared with the test files that held it before: started once per run and stopped
 * after it (shared-platforms.global-setup.ts). One test file holds it at a time, until its
 * `stop()`; when every shared platform is held, the file gets a platform of its own. A file using
 * it must not count on an empty store, and must name what it creates so that no other file's rows
 * are mistaken for its own.
 */
export async function sharedPlatform(): Promise<RunningPlatform> {
  const { inject } = await import('vitest');
  return leaseOne(inject('sharedPlatforms')) ?? startPlatform();
}

/** The first of `platforms` no other file holds, held by this one until its `stop()`. */
export function leaseOne(platforms: SharedPlatform[] | undefined): RunningPlatform | undefined {
  for (const { url, lease } of platforms ?? []) {
    try {
      fs.closeSync(fs.openSync(lease, 'wx'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw error;
    }
    return { url, stop: async () => fs.rmSync(lease, { force: true }) };
  }
  return undefined;
}

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { buildPlatform } from '../app';
import { openStore, type Store } from '../db/client';
import { migrate } from '../db/migrate';
import { type StoreTemplate, templateDatabase, templateDataDir } from './store-templates';
import { testConfig } from './test-app';
import { databaseUrl } from './test-store';

/**
 * Vitest's global set-up of the projects whose tests open stores: migrates a store once per run
 * and starts the test platform on a copy once (built-in roles, menus, the admin account, signing
 * keys), so that each test file copies a template instead (see test-store.ts). The projects on
 * one kind of store share its templates; the last of them to finish drops them.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const kind = project.config.env?.TEST_STORE === 'postgres' ? 'postgres' : 'pglite';
  const shared = sharedTemplates();
  let entry = shared.get(kind);
  if (!entry) {
    entry = { users: 0, made: kind === 'pglite' ? makePgliteTemplates() : makePostgresTemplates() };
    shared.set(kind, entry);
  }
  entry.users += 1;
  const templates = await entry.made;
  project.provide('storeTemplates', templates.location);
  const user = entry;
  return async () => {
    user.users -= 1;
    if (user.users === 0) await templates.drop();
  };
}

interface Templates {
  location: string;
  drop(): Promise<void>;
}

/** Each project loads this file anew; the templates live once in Vitest's process. */
function sharedTemplates(): Map<string, { users: number; made: Promise<Templates> }> {
  const holder = globalThis as {
    lamplighterStoreTemplates?: Map<string, { users: number; made: Promise<Templates> }>;
  };
  holder.lamplighterStoreTemplates ??= new Map();
  return holder.lamplighterStoreTemplates;
}

/** The test platform's first start on `store`. */
async function startOnce(store: Store): Promise<void> {
  const platform = await buildPlatform({ config: testConfig(), store, logLevel: 'silent' });
  await platform.app.close();
}

const runDirPrefix = 'lamplighter-tests-';

/** Memory-backed where the machine has it: every test file copies its store from here. */
function scratchRoot(): string {
  return fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
}

/** Removes the run directories of runs whose process is gone (killed before their teardown). */
function removeAbandonedRunDirs(root: string): void {
  for (const name of fs.readdirSync(root)) {
    if (!name.startsWith(runDirPrefix)) continue;
    const pid = Number.parseInt(name.slice(runDirPrefix.length), 10);
    try {
      process.kill(pid, 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') {
        fs.rmSync(path.join(root, name), { recursive: true, force: true });
      }
    }
  }
}

async function makePgliteTemplates(): Promise<Templates> {
  const root = scratchRoot();
  removeAbandonedRunDirs(root);
  const runDir = fs.mkdtempSync(path.join(root, `${runDirPrefix}${process.pid}-`));
  const dataDir = (template: StoreTemplate) => templateDataDir(runDir, template);
  const migrated = await openStore({ kind: 'pglite', dataDir: dataDir('migrated') });
  await migrate(migrated);
  await migrated.close();
  fs.cpSync(dataDir('migrated'), dataDir('bootstrapped'), { recursive: true });
  const bootstrapped = await openStore({ kind: 'pglite', dataDir: dataDir('bootstrapped') });
  await startOnce(bootstrapped);
  await bootstrapped.close();
  return {
    location: runDir,
    drop: async () => fs.rmSync(runDir, { recursive: true, force: true }),
  };
}

async function makePostgresTemplates(): Promise<Templates> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_STORE=postgres needs TEST_DATABASE_URL');
  const prefix = `lamplighter_template_${randomBytes(6).toString('hex')}`;
  const names = (['migrated', 'bootstrapped'] as const).map((template) => templateDatabase(prefix, template));
  const [migratedName, bootstrappedName] = names as [string, string];
  const open = (database: string) =>
    openStore({ kind: 'postgres', url: databaseUrl(base, database), maxConnections: 2 });
  const drop = async () => {
    const dropper = postgres(base, { max: 1, onnotice: () => {} });
    for (const name of names) await dropper.unsafe(`drop database if exists ${name} with (force)`);
    await dropper.end();
  };
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${migratedName}`);
    const migrated = await open(migratedName);
    await migrate(migrated);
    await migrated.close();
    await admin.unsafe(`create database ${bootstrappedName} template ${migratedName}`);
    const bootstrapped = await open(bootstrappedName);
    await startOnce(bootstrapped);
    await bootstrapped.close();
  } catch (error) {
    await drop();
    throw error;
  } finally {
    await admin.end();
  }
  return { location: prefix, drop };
}

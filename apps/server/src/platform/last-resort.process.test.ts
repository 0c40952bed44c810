import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
  waitUntilRunning,
} from '../test/server-process';
import { testStoreKind } from '../test/test-store';

const faults = fileURLToPath(new URL('../test/stray-faults.mjs', import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lamplighter-last-resort-'));
let server: ServerProcess;

async function until(condition: () => boolean, what: string): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > 20_000) throw new Error(`${what} did not happen:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const lines = () =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg: string; [field: string]: unknown });

// One process on the embedded store is enough: the policy does not depend on the store.
describe.skipIf(testStoreKind() === 'postgres')('a failure that nobody caught', () => {
  beforeAll(async () => {
    server = startServerProcess(
      {
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: 'Lamp#Guard7x',
        DATABASE_URL: '',
        NODE_OPTIONS: `--import ${faults}`,
      },
      await freePort(),
    );
    await waitUntilRunning(server);
  });
  afterAll(async () => {
    await stopServerProcess(server, 'SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is logged and counted when it is a rejected promise, and the platform keeps serving', async () => {
    server.child.kill('SIGUSR2');
    await until(() => server.output().includes('nobody handled it'), 'the rejection log line');
    expect(lines().find((line) => line.msg.includes('nobody handled it'))).toMatchObject({
      level: 50,
      rejections: 1,
      err: { type: 'Error', message: 'a stray rejection' },
    });
    const answer = await fetch(`http://127.0.0.1:${server.port}/prod-api/no/such/route`);
    expect(answer.status).toBe(404);
    expect(server.child.exitCode).toBeNull();
  });

  it('stops the platform through its normal shutdown, exit code 1, when it is an exception', async () => {
    server.child.kill('SIGHUP');
    expect(await server.exited).toBe(1);
    const messages = lines().map((line) => line.msg);
    const escaped = messages.findIndex((msg) => msg.includes('an exception escaped'));
    expect(escaped).toBeGreaterThan(-1);
    expect(lines()[escaped]).toMatchObject({ level: 60, err: { message: 'a stray exception' } });
    expect(lines().slice(escaped)).toContainEqual(
      expect.objectContaining({ msg: 'stopping', reason: 'uncaughtException' }),
    );
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  freePort,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
  waitUntilRunning,
} from '../test/server-process';
import { basicClientHeader } from '../test/test-app';
import { testStoreKind } from '../test/test-store';

const adminPassword = 'Lamp#Durable1';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lamplighter-store-'));
const env = { DATA_DIR: dataDir, ADMIN_PASSWORD: adminPassword, DATABASE_URL: '' };
const started: ServerProcess[] = [];

function start(port: number): ServerProcess {
  const server = startServerProcess(env, port);
  started.push(server);
  return server;
}

async function token(port: number, form: Record<string, string>) {
  const response = await fetch(`http://127.0.0.1:${port}/prod-api/remote/token`, {
    method: 'POST',
    headers: { authorization: basicClientHeader, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return {
    status: response.status,
    body: (await response.json()) as { status: number; data: { refresh_token: string } },
  };
}

afterAll(async () => {
  for (const server of started) await stopServerProcess(server, 'SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// The embedded store is a directory owned by one process; PostgreSQL needs none of this.
describe.skipIf(testStoreKind() === 'postgres')('the embedded store in DATA_DIR', () => {
  it('refuses a second process on the same DATA_DIR, survives kill -9 and keeps what was committed', async () => {
    const first = start(await freePort());
    await waitUntilRunning(first);

    const second = start(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(
      /data directory .* is in use by process \d+; stop that process or set another DATA_DIR/,
    );

    const signIn = await token(first.port, {
      grant_type: 'password',
      username: 'admin',
      password: adminPassword,
    });
    expect(signIn.status).toBe(200);

    first.child.kill('SIGKILL');
    await first.exited;
    expect(fs.existsSync(path.join(dataDir, 'lamplighter.lock'))).toBe(true);

    const restarted = start(await freePort());
    await waitUntilRunning(restarted);
    expect(restarted.output()).not.toContain('created account "admin"');
    const refreshed = await token(restarted.port, {
      grant_type: 'refresh_token',
      refresh_token: signIn.body.data.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    await stopServerProcess(restarted);
    expect(restarted.child.exitCode).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'lamplighter.lock'))).toBe(false);
  }, 180_000);
});

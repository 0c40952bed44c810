import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
  stop(): Promise<void>;
}

/** The real platform with the built web app, on a fresh embedded store and a free port. */
export async function startPlatform(): Promise<RunningPlatform> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lamplighter-e2e-'));
  const server: ServerProcess = startServerProcess(
    { DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: E2E_ADMIN_PASSWORD, LOG_LEVEL: 'info' },
    await freePort(),
  );
  await waitUntilRunning(server);
  return {
    url: `http://127.0.0.1:${server.port}`,
    stop: async () => {
      await stopServerProcess(server);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

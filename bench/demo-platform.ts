import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, type ServerProcess, startServerProcess } from '../apps/server/src/test/server-process';
import { E2E_ADMIN_PASSWORD } from '../e2e/platform';

/**
 * The built platform as `npm start` runs it on the embedded store in a data directory of its own,
 * with the demo fleet live (SIMULATOR=on, no past) and the broker on a free port. `env` adds to or
 * overrides its settings; `remove` deletes the data directory once the server has stopped.
 */
export async function startDemoPlatform(name: string, env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `lamplighter-${name}-`));
  const settings = {
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    SIMULATOR: 'on',
    DEMO_HISTORY_DAYS: '0',
    MQTT_PORT: String(await freePort()),
    ...env,
  };
  const server: ServerProcess = startServerProcess(settings, await freePort());
  return { server, env: settings, remove: () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

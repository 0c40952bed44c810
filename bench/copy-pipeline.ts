import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { forkChild } from './ipc-child';
import { benchDatabase } from './runner-platform';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The bare Mosquitto -> PostgreSQL COPY pipeline of `copy-pipeline-runner.ts`, on a fresh database. */
export async function startCopyPipeline(broker: string) {
  const database = await benchDatabase();
  const child = forkChild(path.join(here, 'copy-pipeline-runner.ts'), {
    DATABASE_URL: database.url,
    BROKER: broker,
  });
  await child.next();
  return {
    pid: child.pid,
    /** Rows committed so far. */
    committed: async () => (await child.request<{ rows: number }>({ type: 'committed' })).rows,
    databasePids: async () => (await child.request<{ pids: number[] }>({ type: 'databasePids' })).pids,
    async stop() {
      await child.request({ type: 'stop' });
      await child.exited;
      await database.drop();
    },
  };
}

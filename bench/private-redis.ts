import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../apps/server/src/test/server-process';
import { onCleanUp } from './bench-run';
import { watchRedis } from './redis-server';

/**
 * A redis-server of the bench's own (Debian's `redis-server`), on a free port, keeping nothing on
 * disk, stopped with the bench. For figures that the history of a shared server would skew: a
 * Redis 7.0 server never shrinks its table of pattern subscriptions, and every PUBLISH walks it.
 */
export async function startPrivateRedis() {
  const port = await freePort();
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  onCleanUp(async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
  });
  const url = `redis://127.0.0.1:${port}`;
  for (let attempt = 1; ; attempt++) {
    try {
      return await watchRedis(url);
    } catch (error) {
      if (attempt === 50 || server.exitCode !== null) throw error;
      await sleep(100);
    }
  }
}

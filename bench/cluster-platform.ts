// One installation of the platform for the cluster bench: `processes` built platform processes
// (`npm start`) on one fresh PostgreSQL database, sharing the machine's Redis under a prefix of
// their own when `redis` is set (without it, one process as installed today). Stopped, its
// database dropped and its Redis keys deleted by `stop`, or with the bench whatever happens.

import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stopServerProcess } from '../apps/server/src/test/server-process';
import { type BenchPlatform, onCleanUp, signedInPlatform, startPlatformProcess } from './bench-run';
import type { WatchedRedis } from './redis-server';
import { benchDatabase } from './runner-platform';

export interface ClusterSetup {
  /** A, B, C…: names the run in the results and the processes' logs. */
  name: string;
  processes: number;
  redis: boolean;
}

export interface ClusterProcess {
  pid: number;
  mqttUrl: string;
}

export interface BenchCluster {
  processes: ClusterProcess[];
  /** The first process, signed in as the administrator, with a connection to the database. */
  first: BenchPlatform;
  redisPrefix: string | undefined;
  /** Redis keys left under the prefix once stopped (deleted then): set by `stop`. */
  redisKeysDeleted: number;
  stop(): Promise<void>;
}

export async function startBenchCluster(setup: ClusterSetup, redis: WatchedRedis): Promise<BenchCluster> {
  const database = await benchDatabase();
  onCleanUp(database.drop);
  const redisPrefix = setup.redis ? `lamplighter-bench-${randomUUID().slice(0, 8)}` : undefined;
  const started: Awaited<ReturnType<typeof startPlatformProcess>>[] = [];
  // One after another: the first sets the empty database up, the next find it ready.
  for (let n = 1; n <= setup.processes; n++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lamplighter-cluster-'));
    onCleanUp(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      ...(redisPrefix ? { REDIS_URL: redis.url, REDIS_PREFIX: redisPrefix } : {}),
    };
    started.push(await startPlatformProcess(env, `-${setup.name}-${n}`));
  }
  const [head] = started;
  if (!head) throw new Error('a cluster needs a process');
  const first = await signedInPlatform(head, database.url);
  let stopping: Promise<void> | undefined;
  const cluster: BenchCluster = {
    processes: started.map(({ server, mqttPort }) => ({
      pid: server.child.pid ?? 0,
      mqttUrl: `mqtt://127.0.0.1:${mqttPort}`,
    })),
    first,
    redisPrefix,
    redisKeysDeleted: 0,
    stop() {
      stopping ??= (async () => {
        await Promise.all(started.map(({ server }) => stopServerProcess(server)));
        await first.sql.end();
        await database.drop();
        if (redisPrefix) cluster.redisKeysDeleted = await redis.deleteKeys(redisPrefix);
      })();
      return stopping;
    },
  };
  onCleanUp(() => cluster.stop());
  return cluster;
}

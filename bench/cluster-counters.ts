import { databasePids } from './bench-run';
import type { BenchCluster } from './cluster-platform';
import { cpuSeconds } from './process-cpu';
import type { RedisReading, WatchedRedis } from './redis-server';

/** What was spent between two readings of a cluster at work. */
export interface Spent {
  seconds: number;
  /** CPU seconds of each platform process, in the order of the cluster's processes. */
  processCpuS: number[];
  /** CPU seconds of the PostgreSQL server processes of the database's connections. */
  databaseCpuS: number;
  /** The Redis server's CPU seconds and commands, whoever sent them (it is the machine's). */
  redisCpuS: number;
  redisCommands: number;
  /** CPU seconds of this process: the load generator, or the devices answering commands. */
  benchCpuS: number;
}

interface Reading {
  at: number;
  processes: number[];
  database: Map<number, number>;
  redis: RedisReading;
  bench: NodeJS.CpuUsage;
}

async function read(cluster: BenchCluster, redis: WatchedRedis): Promise<Reading> {
  const pids = await databasePids(cluster.first.sql);
  return {
    at: performance.now(),
    processes: cluster.processes.map((each) => cpuSeconds([each.pid])),
    database: new Map(pids.map((pid) => [pid, cpuSeconds([pid])])),
    redis: await redis.read(),
    bench: process.cpuUsage(),
  };
}

/**
 * Reads the counters now; `spent()` reads them again and answers the difference. A database
 * connection opened in between used all its CPU in between; one closed in between is not counted.
 */
export async function startCounting(cluster: BenchCluster, redis: WatchedRedis) {
  const before = await read(cluster, redis);
  return {
    async spent(): Promise<Spent> {
      const after = await read(cluster, redis);
      const bench = process.cpuUsage(before.bench);
      return {
        seconds: (after.at - before.at) / 1000,
        processCpuS: after.processes.map((cpu, n) => cpu - (before.processes[n] ?? 0)),
        databaseCpuS: [...after.database].reduce(
          (sum, [pid, cpu]) => sum + cpu - (before.database.get(pid) ?? 0),
          0,
        ),
        redisCpuS: after.redis.cpuS - before.redis.cpuS,
        redisCommands: after.redis.commands - before.redis.commands,
        benchCpuS: (bench.user + bench.system) / 1e6,
      };
    },
  };
}

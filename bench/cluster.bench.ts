// The platform as one and as several processes sharing PostgreSQL and Redis, in one run on this
// machine: A one process without Redis (the default), B one process with REDIS_URL (the Redis
// bus's cost alone), C two processes with REDIS_URL, the devices split between them. Each on a
// fresh database of the PostgreSQL server of BENCH_DATABASE_URL (127.0.0.1:5432), dropped after;
// B and C on the machine's Redis (BENCH_REDIS_URL, 127.0.0.1:6379) under a prefix of their own,
// whose keys are deleted after. For each:
// - ingest: BENCH_CLUSTER_CLIENTS (200) devices keep BENCH_CLUSTER_WINDOW (10) QoS 1 telemetry
//   messages in flight for 3 s of warm-up and BENCH_DURATION (15) s measured;
// - fan-out: BENCH_CLUSTER_DEVICES (2,000) devices answer one command to all of them, sent through
//   the first process, BENCH_CLUSTER_FANOUTS (3) times.
// And what one PUBLISH costs Redis with 0, BENCH_CLUSTER_DEVICES and four times as many pattern
// subscriptions (one a device subscribed to its commands, on any process), on a redis-server of
// the bench's own, and with none on the machine's as the setups found it.
// Writes bench/results/cluster-<date>.{json,md}.

import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEVICE_TYPE } from '@lamplighter/contract';
import { benchDevicesSql } from './bench-devices';
import { onCleanUp, runBench, writeResults } from './bench-run';
import { fanoutRuns } from './cluster-fanout';
import type { ClusterResult, SetupResult } from './cluster-figures';
import { ingestRun } from './cluster-ingest';
import { type ClusterSetup, startBenchCluster } from './cluster-platform';
import { clusterMarkdown } from './cluster-report';
import { runMachine } from './machine';
import { startPrivateRedis } from './private-redis';
import { publishCosts } from './redis-patterns';
import { type WatchedRedis, watchRedis } from './redis-server';

const settings = {
  clients: Number(process.env.BENCH_CLUSTER_CLIENTS ?? 200),
  window: Number(process.env.BENCH_CLUSTER_WINDOW ?? 10),
  warmupS: 3,
  seconds: Number(process.env.BENCH_DURATION ?? 15),
  devices: Number(process.env.BENCH_CLUSTER_DEVICES ?? 2000),
  fanouts: Number(process.env.BENCH_CLUSTER_FANOUTS ?? 3),
};

const setups: ClusterSetup[] = [
  { name: 'A', processes: 1, redis: false },
  { name: 'B', processes: 1, redis: true },
  { name: 'C', processes: 2, redis: true },
];

const INGEST = { project: 'Bench cluster ingest', code: 'CI', tokenPrefix: 'bench-cluster-ingest-' };
const FANOUT = { project: 'Bench cluster fan-out', code: 'CF', tokenPrefix: 'bench-cluster-fanout-' };
const tokensOf = (prefix: string, count: number) => Array.from({ length: count }, (_, n) => `${prefix}${n}`);

/** What the shared Redis does while no process of the bench uses it: the floor of its figures. */
async function redisIdle(redis: WatchedRedis, seconds: number) {
  const before = await redis.read();
  await sleep(seconds * 1000);
  const after = await redis.read();
  return {
    seconds,
    commandsPerS: (after.commands - before.commands) / seconds,
    cpuPercent: ((after.cpuS - before.cpuS) / seconds) * 100,
  };
}

async function runSetup(setup: ClusterSetup, redis: WatchedRedis): Promise<SetupResult> {
  console.log(`${setup.name}: ${setup.processes} process(es)${setup.redis ? ' with Redis' : ''}`);
  const cluster = await startBenchCluster(setup, redis);
  const { sql } = cluster.first;
  for (const [family, count] of [
    [INGEST, settings.clients],
    [FANOUT, settings.devices],
  ] as const) {
    await sql.unsafe(
      benchDevicesSql({ ...family, count, typeId: DEVICE_TYPE.solarLight, name: `${family.code} lamp` }),
    );
  }
  const [project] = await sql<{ id: number }[]>`select id from projects where name = ${FANOUT.project}`;
  const ingest = await ingestRun(cluster, redis, {
    tokens: tokensOf(INGEST.tokenPrefix, settings.clients),
    window: settings.window,
    warmupS: settings.warmupS,
    seconds: settings.seconds,
  });
  console.log(`${setup.name}: ${ingest.messagesPerSecond} messages/s`);
  const fanout = await fanoutRuns(cluster, redis, {
    tokens: tokensOf(FANOUT.tokenPrefix, settings.devices),
    projectId: project?.id ?? 0,
    repeats: settings.fanouts,
  });
  await cluster.stop();
  return { setup, ingest, fanout, redisKeysDeleted: cluster.redisKeysDeleted };
}

async function main() {
  const machine = runMachine();
  const redis = await watchRedis();
  onCleanUp(() => redis.close());
  const idle = await redisIdle(redis, 5);
  const prefix = `lamplighter-bench-${randomUUID().slice(0, 8)}`;
  const [publishFloor] = await publishCosts(redis, prefix, [0], 2);
  const results: SetupResult[] = [];
  for (const setup of setups) results.push(await runSetup(setup, redis));
  const privateRedis = await startPrivateRedis();
  onCleanUp(() => privateRedis.close());
  // Fresh, then as many patterns as the fan-out's devices and four times as many, then none again.
  const patternCounts = [0, settings.devices, 4 * settings.devices, 0];
  const costs = await publishCosts(privateRedis, prefix, patternCounts, 3);
  const result: ClusterResult = {
    machine,
    redis: { url: redis.url, version: redis.version, idle, publishFloor, publishCosts: costs },
    settings,
    setups: results,
  };
  writeResults('cluster', machine.date, result, clusterMarkdown(result));
}

await runBench(main);

// Sustained ingest into a cluster: every client keeps a window of QoS 1 telemetry in flight (the
// load of ingest.bench.ts), spread over the processes; counted are the PUBACKs of the measured
// seconds by process, what the processes, PostgreSQL and Redis spent meanwhile, and, afterwards,
// the history rows stored against the messages acknowledged.

import { connectSplit } from './cluster-clients';
import { type Spent, startCounting } from './cluster-counters';
import type { BenchCluster } from './cluster-platform';
import { closeClients, type PublishResult, publishLoad, REPORT_VALUES } from './mqtt-load';
import type { WatchedRedis } from './redis-server';

export interface IngestSettings {
  tokens: string[];
  window: number;
  warmupS: number;
  seconds: number;
}

export interface IngestRun extends PublishResult {
  /** PUBACKs of the measured seconds, by process. */
  messagesByProcess: number[];
  spent: Spent;
  rowsStored: number;
  /** Every acknowledged message's values: at least this many rows must be stored. */
  rowsAcknowledged: number;
}

async function historyRows(cluster: BenchCluster): Promise<number> {
  const [row] = await cluster.first.sql<{ n: number }[]>`select count(*)::int as n from telemetry_history`;
  return row?.n ?? 0;
}

export async function ingestRun(
  cluster: BenchCluster,
  redis: WatchedRedis,
  settings: IngestSettings,
): Promise<IngestRun> {
  const { clients, processOf } = await connectSplit(cluster, settings.tokens);
  const rowsBefore = await historyRows(cluster);
  const messagesByProcess = cluster.processes.map(() => 0);
  let counting: Awaited<ReturnType<typeof startCounting>> | undefined;
  let spent: Spent | undefined;
  let result: PublishResult;
  try {
    result = await publishLoad(
      clients,
      {
        seconds: settings.seconds,
        warmupS: settings.warmupS,
        window: settings.window,
        counted: (client) => {
          const p = processOf[client] ?? 0;
          messagesByProcess[p] = (messagesByProcess[p] ?? 0) + 1;
        },
      },
      {
        begin: async () => {
          counting = await startCounting(cluster, redis);
        },
        end: async () => {
          spent = await counting?.spent();
        },
      },
    );
  } finally {
    await closeClients(clients);
  }
  if (!spent) throw new Error('the measured seconds of the ingest did not end');
  return {
    ...result,
    messagesByProcess,
    spent,
    rowsStored: (await historyRows(cluster)) - rowsBefore,
    rowsAcknowledged: result.acknowledged * REPORT_VALUES,
  };
}

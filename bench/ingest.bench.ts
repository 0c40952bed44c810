// Sustained ingest through the device API: BENCH_INGEST_CLIENTS (200) MQTT clients, each a device
// with its own token, keep BENCH_INGEST_WINDOW (10) QoS 1 telemetry messages of ten values in flight
// for 3 s of warm-up and BENCH_DURATION (15) s measured. The platform acknowledges a message only
// after it is committed, so PUBACKs per second are messages committed per second; the latency is
// publish to PUBACK. Measured on the embedded store and on PostgreSQL, and, in the same run, the
// same load against the machine's Mosquitto on 127.0.0.1:1883 (no storage, no authentication):
// the limit of the broker side on this machine, and a bare Mosquitto -> PostgreSQL COPY pipeline
// (copy-pipeline-runner.ts), the limit of storing it. Afterwards the rows stored are counted: every
// acknowledged message must be there. The CPU time of the broker's process, of the database's
// connections and of the load generator during the measured seconds says where the time goes.
// Each store takes the load twice: every message with its own `ts`, then none with one (stamped on
// arrival, many of a device within one millisecond), and each time every acknowledged value must
// be stored. BENCH_INGEST_ONLY=pglite|postgres skips the other store. Writes
// bench/results/ingest-<date>.{json,md}.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCopyPipeline } from './copy-pipeline';
import { describeMachine, machineInfo } from './machine';
import { closeClients, connectClients, type PublishResult, publishLoad, REPORT_VALUES } from './mqtt-load';
import { cpuSeconds } from './process-cpu';
import { BENCH_TOKEN_PREFIX, startRunnerPlatform } from './runner-platform';

const here = path.dirname(fileURLToPath(import.meta.url));
const clientsCount = Number(process.env.BENCH_INGEST_CLIENTS ?? 200);
const window = Number(process.env.BENCH_INGEST_WINDOW ?? 10);
const seconds = Number(process.env.BENCH_DURATION ?? 15);
const reference = process.env.BENCH_MOSQUITTO ?? 'mqtt://127.0.0.1:1883';
const tokens = Array.from({ length: clientsCount }, (_, n) => `${BENCH_TOKEN_PREFIX}${n}`);

/** CPU ms per 1,000 messages of the measured seconds: broker or platform, database, load generator. */
interface CpuShares {
  brokerMs: number;
  databaseMs: number;
  generatorMs: number;
}

interface Run extends PublishResult {
  target: string;
  cpuPerThousand: CpuShares;
  rowsStored?: number;
}

/** The load, with the CPU used meanwhile by the broker's process and the database's processes. */
async function load(
  url: string,
  pids: { broker: () => Promise<number[]>; database: () => Promise<number[]> },
  /** For the COPY pipeline: its topics, and rows committed, which then count instead of PUBACKs. */
  pipeline?: { topic: (client: number) => string; committed: () => Promise<number> },
  time: 'device' | 'arrival' = 'device',
): Promise<Omit<Run, 'target'>> {
  const clients = await connectClients(url, tokens);
  // Database connections opened during the measured seconds count from 0: a little more, never less.
  const at = async (known: number[] = []) => {
    const databasePids = [...new Set([...known, ...(await pids.database())])];
    return {
      committed: (await pipeline?.committed()) ?? 0,
      broker: cpuSeconds(await pids.broker()),
      databasePids,
      database: cpuSeconds(databasePids),
      generator: process.cpuUsage(),
    };
  };
  let begin = await at();
  let end = begin;
  try {
    const result = await publishLoad(
      clients,
      { seconds, warmupS: 3, window, time, ...(pipeline ? { topic: pipeline.topic } : {}) },
      {
        begin: async () => {
          begin = await at();
        },
        end: async () => {
          end = await at(begin.databasePids);
        },
      },
    );
    if (pipeline) {
      const messages = Math.round((end.committed - begin.committed) / REPORT_VALUES);
      Object.assign(result, {
        messages,
        messagesPerSecond: Math.round(messages / seconds),
        dataPointsPerSecond: Math.round((end.committed - begin.committed) / seconds),
      });
    }
    const perThousand = (cpuS: number) => Math.round((cpuS * 1000 * 1000) / Math.max(1, result.messages));
    return {
      ...result,
      cpuPerThousand: {
        brokerMs: perThousand(end.broker - begin.broker),
        databaseMs: perThousand(end.database - begin.database),
        generatorMs: perThousand(
          (end.generator.user - begin.generator.user + end.generator.system - begin.generator.system) / 1e6,
        ),
      },
    };
  } finally {
    await closeClients(clients);
  }
}

async function onPlatform(store: 'pglite' | 'postgres'): Promise<Run[]> {
  const platform = await startRunnerPlatform(store);
  const rows = async () => (await platform.request<{ rows: number }>({ type: 'rows' })).rows;
  const pids = {
    broker: async () => [platform.pid],
    database: async () => (await platform.request<{ pids: number[] }>({ type: 'databasePids' })).pids,
  };
  try {
    await platform.request({ type: 'devices', count: clientsCount });
    const runs: Run[] = [];
    for (const time of ['device', 'arrival'] as const) {
      const before = await rows();
      const result = await load(platform.mqttUrl, pids, undefined, time);
      runs.push({
        target: time === 'device' ? store : `${store}-arrival`,
        ...result,
        rowsStored: (await rows()) - before,
      });
    }
    return runs;
  } finally {
    await platform.stop();
  }
}

async function onCopyPipeline(): Promise<Run> {
  const pipeline = await startCopyPipeline(reference);
  try {
    const result = await load(
      reference,
      { broker: async () => [...mosquittoPid(), pipeline.pid], database: pipeline.databasePids },
      { topic: (client) => `bench/${client}/telemetry`, committed: pipeline.committed },
    );
    return { target: 'copy', ...result };
  } finally {
    await pipeline.stop();
  }
}

function mosquittoPid(): number[] {
  try {
    return [Number(fs.readFileSync('/run/mosquitto/mosquitto.pid', 'utf8').trim())];
  } catch {
    return [];
  }
}

const loadAverage = os.loadavg()[0]?.toFixed(1);
const only = process.env.BENCH_INGEST_ONLY;
const runs: Run[] = [
  {
    target: 'mosquitto',
    ...(await load(reference, { broker: async () => mosquittoPid(), database: async () => [] })),
  },
];
runs.push(await onCopyPipeline());
if (only !== 'postgres') runs.push(...(await onPlatform('pglite')));
if (only !== 'pglite') runs.push(...(await onPlatform('postgres')));
const mosquitto = runs[0] as Run;
const copy = runs[1] as Run;

const result = {
  date: new Date().toISOString(),
  machine: machineInfo(),
  clientsCount,
  window,
  seconds,
  runs,
};
const day = result.date.slice(0, 10);
const names: Record<string, string> = {
  mosquitto: `Mosquitto (${reference}, reference)`,
  copy: 'Mosquitto -> PostgreSQL COPY pipeline (reference)',
  pglite: 'Lamplighter, embedded store (PGlite)',
  'pglite-arrival': 'Lamplighter, embedded store (PGlite), no ts: stamped on arrival',
  postgres: 'Lamplighter, PostgreSQL',
  'postgres-arrival': 'Lamplighter, PostgreSQL, no ts: stamped on arrival',
};
const ratio = (run: Run, to: Run) =>
  run === to ? '1' : (run.messagesPerSecond / to.messagesPerSecond).toFixed(2);
// PUBACKs of the pipeline come from Mosquitto before anything is stored: their latency says nothing.
const latency = (run: Run) =>
  run.target === 'copy' ? '- | - | -' : `${run.p50Ms} | ${run.p99Ms} | ${run.maxMs}`;
const line = (run: Run) =>
  `| ${names[run.target]} | ${run.messagesPerSecond} | ${run.dataPointsPerSecond} | ${ratio(run, mosquitto)} | ${
    run.target === 'mosquitto' ? '-' : ratio(run, copy)
  } | ${latency(run)} | ${run.failed} | ${
    run.rowsStored === undefined ? '-' : `${run.rowsStored} of ${run.acknowledged * REPORT_VALUES}`
  } | ${run.cpuPerThousand.brokerMs} / ${run.cpuPerThousand.databaseMs} / ${run.cpuPerThousand.generatorMs} |`;
/** The rate the machine's two cores would carry if the platform, its database and the generator had them alone. */
function ceiling(run: Run): string {
  const { brokerMs, databaseMs, generatorMs } = run.cpuPerThousand;
  const perMessageUs = brokerMs + databaseMs;
  const cores = os.cpus().length;
  const most = Math.round((cores * 1_000_000) / (perMessageUs + generatorMs));
  return `- ${names[run.target]}: ${perMessageUs} µs of CPU per message (broker side ${brokerMs}, database ${databaseMs}), ${generatorMs} µs more in the load generator: with the ${cores} cores to themselves, at most about ${most} messages/s.`;
}
const markdown = `# Device ingest over MQTT (${day})

${describeMachine(result.machine)}

${clientsCount} MQTT clients on 127.0.0.1, each a device with its own access token, each keeping ${window}
QoS 1 telemetry messages of ${REPORT_VALUES} values in flight (a new one on each PUBACK); 3 s of warm-up,
then ${seconds} s measured; on each store once with a \`ts\` in every message and once with none (values
stamped on arrival by the platform, many of one device within a millisecond). The platform sends PUBACK
only after the message is committed, so
messages per second are committed messages; latency is publish to PUBACK at the client. The load
generator runs in the bench process on the same two cores. The reference is the same load against the
machine's Mosquitto, which stores nothing, and a bare pipeline written for the benchmark: the same load
published to Mosquitto (\`bench/<device>/telemetry\`), one subscriber process writing every value by COPY
into a PostgreSQL table shaped like the platform's history (its rate is values committed / ${REPORT_VALUES}).
The machine is shared: its load average was ${loadAverage}
when the bench began.

| target | messages/s | values/s | ratio to Mosquitto | ratio to the COPY pipeline | p50 ms | p99 ms | max ms | failed | history rows stored (of acknowledged x ${REPORT_VALUES}) | CPU ms per 1,000 messages: broker process(es) / database / load generator |
|---|---|---|---|---|---|---|---|---|---|---|
${runs.map(line).join('\n')}

Targets: at least 10,000 messages/s on PostgreSQL and 3,000 on the embedded store, p99 under 2 s.

## Where the time goes

${runs
  .filter((run) => run.target !== 'mosquitto')
  .map(ceiling)
  .join('\n')}
`;
fs.mkdirSync(path.join(here, 'results'), { recursive: true });
fs.writeFileSync(path.join(here, 'results', `ingest-${day}.json`), `${JSON.stringify(result, null, 2)}\n`);
fs.writeFileSync(path.join(here, 'results', `ingest-${day}.md`), markdown);
console.log(markdown);
process.exit(0);

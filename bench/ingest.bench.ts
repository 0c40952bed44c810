// Sustained ingest through the device API: BENCH_INGEST_CLIENTS (200) MQTT clients, each a device
// with its own token, keep BENCH_INGEST_WINDOW (10) QoS 1 telemetry messages of ten values in flight
// for 3 s of warm-up and BENCH_DURATION (15) s measured. The platform acknowledges a message only
// after it is committed, so PUBACKs per second are messages committed per second; the latency is
// publish to PUBACK. Measured on the embedded store and on PostgreSQL, and, in the same run, the
// same load against the machine's Mosquitto on 127.0.0.1:1883 (no storage, no authentication):
// the limit of the broker side on this machine. Afterwards the rows stored are counted: every
// acknowledged message must be there. Writes bench/results/ingest-<date>.{json,md}.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeMachine, machineInfo } from './machine';
import { closeClients, connectClients, type PublishResult, publishLoad, REPORT_VALUES } from './mqtt-load';
import { BENCH_TOKEN_PREFIX, startRunnerPlatform } from './runner-platform';

const here = path.dirname(fileURLToPath(import.meta.url));
const clientsCount = Number(process.env.BENCH_INGEST_CLIENTS ?? 200);
const window = Number(process.env.BENCH_INGEST_WINDOW ?? 10);
const seconds = Number(process.env.BENCH_DURATION ?? 15);
const reference = process.env.BENCH_MOSQUITTO ?? 'mqtt://127.0.0.1:1883';
const tokens = Array.from({ length: clientsCount }, (_, n) => `${BENCH_TOKEN_PREFIX}${n}`);

interface Run extends PublishResult {
  target: string;
  rowsStored?: number;
}

async function load(url: string): Promise<PublishResult> {
  const clients = await connectClients(url, tokens);
  try {
    return await publishLoad(clients, { seconds, warmupS: 3, window });
  } finally {
    await closeClients(clients);
  }
}

async function onPlatform(store: 'pglite' | 'postgres'): Promise<Run> {
  const platform = await startRunnerPlatform(store);
  try {
    await platform.request({ type: 'devices', count: clientsCount });
    const result = await load(platform.mqttUrl);
    const { rows } = await platform.request<{ rows: number }>({ type: 'rows' });
    return { target: store, ...result, rowsStored: rows };
  } finally {
    await platform.stop();
  }
}

const runs: Run[] = [{ target: 'mosquitto', ...(await load(reference)) }];
runs.push(await onPlatform('pglite'));
runs.push(await onPlatform('postgres'));
const mosquitto = runs[0] as Run;

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
  pglite: 'Lamplighter, embedded store (PGlite)',
  postgres: 'Lamplighter, PostgreSQL',
};
const line = (run: Run) =>
  `| ${names[run.target]} | ${run.messagesPerSecond} | ${run.dataPointsPerSecond} | ${
    run.target === 'mosquitto' ? '1' : (run.messagesPerSecond / mosquitto.messagesPerSecond).toFixed(2)
  } | ${run.p50Ms} | ${run.p99Ms} | ${run.maxMs} | ${run.failed} | ${
    run.rowsStored === undefined ? '-' : `${run.rowsStored} of ${run.acknowledged * REPORT_VALUES}`
  } |`;
const markdown = `# Device ingest over MQTT (${day})

${describeMachine(result.machine)}

${clientsCount} MQTT clients on 127.0.0.1, each a device with its own access token, each keeping ${window}
QoS 1 telemetry messages of ${REPORT_VALUES} values in flight (a new one on each PUBACK); 3 s of warm-up,
then ${seconds} s measured. The platform sends PUBACK only after the message is committed, so
messages per second are committed messages; latency is publish to PUBACK at the client. The load
generator runs in the bench process on the same two cores. The reference is the same load against the
machine's Mosquitto, which stores nothing.

| target | messages/s | values/s | ratio to Mosquitto | p50 ms | p99 ms | max ms | failed | history rows stored (of acknowledged x ${REPORT_VALUES}) |
|---|---|---|---|---|---|---|---|---|
${runs.map(line).join('\n')}

Targets: at least 10,000 messages/s on PostgreSQL and 3,000 on the embedded store, p99 under 2 s.
`;
fs.mkdirSync(path.join(here, 'results'), { recursive: true });
fs.writeFileSync(path.join(here, 'results', `ingest-${day}.json`), `${JSON.stringify(result, null, 2)}\n`);
fs.writeFileSync(path.join(here, 'results', `ingest-${day}.md`), markdown);
console.log(markdown);
process.exit(0);

// The reference for the ingest benchmark: the limit of this machine for the same job, written
// for the benchmark and nothing else. Devices publish to the machine's Mosquitto (which
// acknowledges at once and stores nothing); one subscriber takes every message and writes one
// history row per value with PostgreSQL's COPY, in batches, one at a time. No authentication, no
// validation, no latest values, no warnings: what is left is MQTT in and rows out.

import { finished } from 'node:stream/promises';
import mqtt from 'mqtt';
import postgres from 'postgres';

export interface ReferencePipeline {
  /** Messages whose rows are committed, and values (rows) among them. */
  committed(): { messages: number; values: number };
  /** Publish-to-commit time of every committed message, in ms (the message's `ts` is its publish time). */
  latencies(): number[];
  stop(): Promise<void>;
}

interface Pending {
  lines: string;
  values: number;
  publishedAt: number;
}

const BATCH_MESSAGES = 2000;
const LINGER_MS = 5;

/** One COPY line per value: device, key, time, number (tab-separated, as COPY's text format reads). */
function copyLines(deviceId: string, publishedAt: number, values: Record<string, unknown>): Pending {
  const at = new Date(publishedAt).toISOString();
  let lines = '';
  let count = 0;
  for (const [key, value] of Object.entries(values)) {
    if (typeof value !== 'number') continue;
    lines += `${deviceId}\t${key}\t${at}\t${value}\n`;
    count += 1;
  }
  return { lines, values: count, publishedAt };
}

/**
 * Subscribes to `topicFilter` (one level of it the device: `bench/+/telemetry`) on the broker at
 * `mqttUrl` and writes what arrives (`{"ts": ms, "values": {...}}`) into `reference_history` of
 * the database at `databaseUrl`, which it creates there.
 */
export async function startReferencePipeline(options: {
  mqttUrl: string;
  topicFilter: string;
  databaseUrl: string;
}): Promise<ReferencePipeline> {
  const sql = postgres(options.databaseUrl, { max: 1, onnotice: () => {} });
  await sql.unsafe(
    'create table if not exists reference_history (device_id int not null, key text not null, ts timestamptz not null, value double precision not null)',
  );
  let waiting: Pending[] = [];
  let writing: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const done = { messages: 0, values: 0 };
  const latencies: number[] = [];

  const write = async (batch: Pending[]) => {
    const stream = await sql`copy reference_history (device_id, key, ts, value) from stdin`.writable();
    stream.end(batch.map((message) => message.lines).join(''));
    await finished(stream);
    const now = Date.now();
    for (const message of batch) {
      latencies.push(now - message.publishedAt);
      done.values += message.values;
    }
    done.messages += batch.length;
  };
  // Group commit, as the platform does it: while one batch is written the next one gathers.
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (writing || waiting.length === 0) return;
    const batch = waiting.splice(0, BATCH_MESSAGES);
    writing = write(batch).finally(() => {
      writing = undefined;
      if (waiting.length > 0) flush();
    });
  };

  const client = await mqtt.connectAsync(options.mqttUrl, { clean: true, reconnectPeriod: 0 });
  client.on('message', (topic, payload) => {
    const deviceId = topic.split('/')[1] ?? '0';
    const message = JSON.parse(payload.toString()) as { ts: number; values: Record<string, unknown> };
    waiting.push(copyLines(deviceId, message.ts, message.values));
    if (waiting.length >= BATCH_MESSAGES) flush();
    else timer ??= setTimeout(flush, LINGER_MS);
  });
  // QoS 0 to the subscriber: Mosquitto would queue at most 1,000 QoS 1 messages behind its
  // 20 in flight and drop the rest; on loopback TCP loses nothing.
  await client.subscribeAsync(options.topicFilter, { qos: 0 });

  return {
    committed: () => ({ ...done }),
    latencies: () => latencies,
    stop: async () => {
      await client.endAsync();
      flush();
      while (writing) await writing;
      waiting = [];
      await sql.end();
    },
  };
}

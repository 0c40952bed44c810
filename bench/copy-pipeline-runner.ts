// The second reference of the ingest bench, in a process of its own: a bare pipeline from the
// machine's Mosquitto into PostgreSQL, written for the benchmark. It subscribes to
// `bench/<device>/telemetry` (QoS 1) on BROKER and writes every value as a row of a history table
// shaped like the platform's (device, key, time, value; primary key on the first three) by COPY,
// a batch whenever the previous one is done, two at a time. It reports `{ready}` over IPC, answers
// `{committed}` with the rows committed so far and `{databasePids}` with its connections' server
// processes, and stops on `{stop}`.

import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import mqtt from 'mqtt';
import postgres from 'postgres';

// Two connections for the writers, each reserved by one: postgres.js would otherwise pipeline another
// query (the `databasePids` question) onto a connection in COPY mode, which PostgreSQL answers by
// closing it ('protocol synchronization was lost'). The third answers the questions.
const sql = postgres(process.env.DATABASE_URL ?? '', { max: 3, onnotice: () => {} });
await sql`create table bench_history (device_id int not null, key text not null, ts timestamptz not null,
  number_value float8, primary key (device_id, key, ts))`;

let waiting: string[] = [];
let committed = 0;
let running = true;

async function writer(): Promise<void> {
  const connection = await sql.reserve();
  try {
    await copyWhileRunning(connection);
  } finally {
    connection.release();
  }
}

async function copyWhileRunning(connection: postgres.ReservedSql): Promise<void> {
  while (running) {
    if (waiting.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      continue;
    }
    const lines = waiting;
    waiting = [];
    const copy =
      await connection`copy bench_history (device_id, key, ts, number_value) from stdin`.writable();
    // `pipeline` settles on finish, close or error alike: waiting for 'finish' alone hung a run.
    await pipeline(Readable.from([lines.join('')]), copy);
    committed += lines.length;
  }
}

const client = mqtt.connect(process.env.BROKER ?? 'mqtt://127.0.0.1:1883', {
  clientId: `bench-copy-${process.pid}`,
  protocolVersion: 4,
});
client.on('message', (topic, payload) => {
  const device = topic.split('/')[1];
  const message = JSON.parse(payload.toString()) as { ts: number; values: Record<string, number> };
  const ts = new Date(message.ts).toISOString();
  for (const [key, value] of Object.entries(message.values))
    waiting.push(`${device}\t${key}\t${ts}\t${value}\n`);
});
await new Promise<void>((resolve) => client.once('connect', () => resolve()));
await client.subscribeAsync('bench/+/telemetry', { qos: 1 });
const writers = [writer(), writer()];

process.on('message', (request: { type: string }) => {
  if (request.type === 'committed') process.send?.({ type: 'committed', rows: committed });
  if (request.type === 'databasePids') {
    sql<{ pid: number }[]>`select pid from pg_stat_activity where datname = current_database()`.then((rows) =>
      process.send?.({ type: 'databasePids', pids: rows.map((row) => row.pid) }),
    );
  }
  if (request.type === 'stop') {
    running = false;
    void Promise.all(writers).then(async () => {
      await client.endAsync(true);
      await sql.end();
      process.send?.({ type: 'stopped' });
      process.exit(0);
    });
  }
});
process.send?.({ type: 'ready' });

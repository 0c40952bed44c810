// Connected devices at scale, on the embedded store (what `npm start` runs; BENCH_FLEET_STORE=postgres
// for PostgreSQL): BENCH_FLEET_DEVICES
// (10,000) MQTT clients, each a device with its own token, connected to the platform's broker and
// subscribed to their command topic.
// - Memory: heap and RSS of the platform's process after a full GC, before the devices connect and
//   once all are connected; the difference over the devices is the cost of one connected device.
// - Fan-out: one command to every device at once, straight through the device broker
//   (`deviceBroker.send`) and through the command call (`POST /remote/device/command` for the
//   project); the time from sending to each device's receipt, p50/p95/max, and until every
//   device's answer is recorded.
// Writes bench/results/device-fleet-<store>-<date>.{json,md}.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeMachine, machineInfo } from './machine';
import { closeClients, connectClients, percentile } from './mqtt-load';
import {
  BENCH_ADMIN_PASSWORD,
  BENCH_TOKEN_PREFIX,
  type RunnerPlatform,
  startRunnerPlatform,
} from './runner-platform';

const here = path.dirname(fileURLToPath(import.meta.url));
const count = Number(process.env.BENCH_FLEET_DEVICES ?? 10_000);
const tokens = Array.from({ length: count }, (_, n) => `${BENCH_TOKEN_PREFIX}${n}`);
const kb = (bytes: number) => Math.round(bytes / count / 102.4) / 10;
const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

interface Memory {
  heapUsed: number;
  rss: number;
}

/** Each device's first receipt of a command since `arrivals` was cleared, by client. */
const arrivals = new Map<number, number>();

/** How long after `sentAt` each device got the command, once all did (or 30 s passed). */
async function arrivalTimes(sentAt: number) {
  const deadline = Date.now() + 30_000;
  while (arrivals.size < count && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20));
  const latencies = [...arrivals.values()].map((at) => at - sentAt).sort((a, b) => a - b);
  return {
    received: latencies.length,
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    maxMs: latencies.at(-1) ?? 0,
  };
}

/** One command to every device straight through the device broker. */
async function viaBroker(platform: RunnerPlatform) {
  arrivals.clear();
  const { sentAt, sendMs } = await platform.request<{ sentAt: number; sendMs: number }>({
    type: 'send',
    method: 'switch',
  });
  return { sendMs, ...(await arrivalTimes(sentAt)) };
}

async function api<T>(platform: RunnerPlatform, apiPath: string, init: RequestInit): Promise<T> {
  const response = await fetch(`${platform.httpUrl}/prod-api${apiPath}`, init);
  const body = (await response.json()) as { status: number; message: string; data: T };
  if (body.status !== 200) throw new Error(`${apiPath}: ${body.message}`);
  return body.data;
}

/**
 * One command to every device of the project through `POST /remote/device/command`, as a person
 * sends it: the time to its answer, to each device's receipt, and until every device's answer
 * (the clients answer each command at once) is recorded as succeeded.
 */
async function viaCommandCall(platform: RunnerPlatform, projectId: number) {
  const { access_token: token } = await api<{ access_token: string }>(platform, '/remote/token', {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from('web:web').toString('base64')}` },
    body: new URLSearchParams({ grant_type: 'password', username: 'admin', password: BENCH_ADMIN_PASSWORD }),
  });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  arrivals.clear();
  const sentAt = Date.now();
  const sent = await api<{ commandid: number }>(platform, '/remote/device/command', {
    method: 'POST',
    headers,
    body: JSON.stringify({ projectid: projectId, method: 'switch', params: { on: true } }),
  });
  const answerMs = Date.now() - sentAt;
  const received = await arrivalTimes(sentAt);
  const deadline = Date.now() + 60_000;
  let succeeded = 0;
  while (succeeded < count && Date.now() < deadline) {
    const [page] = await api<{ list: { counts: { succeeded: number } }[] }[]>(
      platform,
      `/remote/device/command/list?commandid=${sent.commandid}&pagesize=10`,
      { headers },
    );
    succeeded = page?.list[0]?.counts.succeeded ?? 0;
    if (succeeded < count) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { answerMs, ...received, succeeded, allSucceededMs: Date.now() - sentAt };
}

const loadAverage = os.loadavg()[0]?.toFixed(1);
const store = process.env.BENCH_FLEET_STORE === 'postgres' ? 'postgres' : 'pglite';
const platform = await startRunnerPlatform(store);
const { projectId } = await platform.request<{ projectId: number }>({ type: 'devices', count });
const before = await platform.request<Memory>({ type: 'memory' });
const connectStarted = Date.now();
const clients = await connectClients(platform.mqttUrl, tokens, { subscribe: 'v1/devices/me/rpc/request/+' });
const connectS = (Date.now() - connectStarted) / 1000;
await new Promise((resolve) => setTimeout(resolve, 2000));
const after = await platform.request<Memory>({ type: 'memory' });

for (const [index, client] of clients.entries()) {
  client.on('message', (topic) => {
    if (!arrivals.has(index)) arrivals.set(index, Date.now());
    client.publish(topic.replace('/request/', '/response/'), '{"ok":true}', { qos: 1 });
  });
}
await viaBroker(platform);
const broker = await viaBroker(platform);
const call = await viaCommandCall(platform, projectId);
await closeClients(clients);
await platform.stop();

const result = {
  store,
  date: new Date().toISOString(),
  machine: machineInfo(),
  devices: count,
  connectSeconds: connectS,
  memory: {
    heapPerDeviceKB: kb(after.heapUsed - before.heapUsed),
    rssPerDeviceKB: kb(after.rss - before.rss),
    heapBeforeMB: mb(before.heapUsed),
    heapAfterMB: mb(after.heapUsed),
    rssBeforeMB: mb(before.rss),
    rssAfterMB: mb(after.rss),
  },
  broker,
  call,
};
const day = result.date.slice(0, 10);
const markdown = `# Connected devices: memory and command fan-out, ${store === 'pglite' ? 'embedded store' : 'PostgreSQL'} (${day})

${describeMachine(result.machine)}

${count} MQTT clients on 127.0.0.1 (MQTT.js, in the bench process), each a device with its own access
token, connected to the platform's broker on ${store === 'pglite' ? 'the embedded store' : 'PostgreSQL'} and subscribed to
\`v1/devices/me/rpc/request/+\`; they connected in ${connectS.toFixed(1)} s (50 at a time). The machine is shared: its load average
was ${loadAverage} when the bench began.

## Memory of the platform's process

After a full GC, before the devices connected and with all of them connected.

| measure | before | with ${count} devices | per device |
|---|---|---|---|
| heap | ${result.memory.heapBeforeMB} MB | ${result.memory.heapAfterMB} MB | ${result.memory.heapPerDeviceKB} KB |
| RSS | ${result.memory.rssBeforeMB} MB | ${result.memory.rssAfterMB} MB | ${result.memory.rssPerDeviceKB} KB |

Target: under 30 KB per connected device.

## Command fan-out

Every device answers each command at once (\`{"ok":true}\` on its response topic).

Through the device broker: one command (\`switch\`, QoS 1, a request id each) to every device by
\`deviceBroker.send\`, the way the command service reaches devices, after one round of warm-up; time
from the first send to each device's receipt.

| measure | value |
|---|---|
| devices that got it | ${broker.received} of ${count} |
| all sends handed to the broker | ${broker.sendMs} ms |
| p50 / p95 / slowest | ${broker.p50Ms} / ${broker.p95Ms} / ${broker.maxMs} ms |

Through the command call: \`POST /remote/device/command\` with \`{"projectid", "method": "switch",
"params": {"on": true}}\` for the project of all ${count} devices, as the web sends it; times from the
call.

| measure | value |
|---|---|
| the call answered (socketResultMap) | ${call.answerMs} ms |
| devices that got it | ${call.received} of ${count} |
| p50 / p95 / slowest receipt | ${call.p50Ms} / ${call.p95Ms} / ${call.maxMs} ms |
| answers recorded as succeeded | ${call.succeeded} of ${count}, all after ${call.allSucceededMs} ms |

Target: p95 under 2 s.
`;
fs.mkdirSync(path.join(here, 'results'), { recursive: true });
fs.writeFileSync(
  path.join(here, 'results', `device-fleet-${store}-${day}.json`),
  `${JSON.stringify(result, null, 2)}\n`,
);
fs.writeFileSync(path.join(here, 'results', `device-fleet-${store}-${day}.md`), markdown);
console.log(markdown);
process.exit(0);

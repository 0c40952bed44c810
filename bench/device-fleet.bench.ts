// Connected devices at scale, on the embedded store (what `npm start` runs): BENCH_FLEET_DEVICES
// (10,000) MQTT clients, each a device with its own token, connected to the platform's broker and
// subscribed to their command topic.
// - Memory: heap and RSS of the platform's process after a full GC, before the devices connect and
//   once all are connected; the difference over the devices is the cost of one connected device.
// - Fan-out: one command to every device at once through the device broker (`deviceBroker.send`:
//   the command service of issue 5 is not in this branch yet), after one round of warm-up; the time
//   from the first send to each device's receipt, p50/p95/max.
// Writes bench/results/device-fleet-<date>.{json,md}.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeMachine, machineInfo } from './machine';
import { closeClients, connectClients, percentile } from './mqtt-load';
import { BENCH_TOKEN_PREFIX, type RunnerPlatform, startRunnerPlatform } from './runner-platform';

const here = path.dirname(fileURLToPath(import.meta.url));
const count = Number(process.env.BENCH_FLEET_DEVICES ?? 10_000);
const tokens = Array.from({ length: count }, (_, n) => `${BENCH_TOKEN_PREFIX}${n}`);
const kb = (bytes: number) => Math.round(bytes / count / 102.4) / 10;
const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

interface Memory {
  heapUsed: number;
  rss: number;
}

/** Sends one command to every device and answers how long each took to arrive, sorted. */
async function fanOut(platform: RunnerPlatform, arrivals: Map<number, number>, method: string) {
  arrivals.clear();
  const { sentAt, sendMs } = await platform.request<{ sentAt: number; sendMs: number }>({
    type: 'send',
    method,
  });
  const deadline = Date.now() + 30_000;
  while (arrivals.size < count && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const latencies = [...arrivals.values()].map((at) => at - sentAt).sort((a, b) => a - b);
  return {
    received: latencies.length,
    sendMs,
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    maxMs: latencies.at(-1) ?? 0,
  };
}

const loadAverage = os.loadavg()[0]?.toFixed(1);
const platform = await startRunnerPlatform('pglite');
await platform.request({ type: 'devices', count });
const before = await platform.request<Memory>({ type: 'memory' });
const connectStarted = Date.now();
const clients = await connectClients(platform.mqttUrl, tokens, { subscribe: 'v1/devices/me/rpc/request/+' });
const connectS = (Date.now() - connectStarted) / 1000;
await new Promise((resolve) => setTimeout(resolve, 2000));
const after = await platform.request<Memory>({ type: 'memory' });

const arrivals = new Map<number, number>();
for (const [index, client] of clients.entries()) {
  client.on('message', () => {
    if (!arrivals.has(index)) arrivals.set(index, Date.now());
  });
}
await fanOut(platform, arrivals, 'readParameters');
const fanout = await fanOut(platform, arrivals, 'switch');
await closeClients(clients);
await platform.stop();

const result = {
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
  fanout,
};
const day = result.date.slice(0, 10);
const markdown = `# Connected devices: memory and command fan-out (${day})

${describeMachine(result.machine)}

${count} MQTT clients on 127.0.0.1 (MQTT.js, in the bench process), each a device with its own access
token, connected to the platform's broker on the embedded store and subscribed to
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

One command (\`{"method":"switch","params":{"on":1}}\`, QoS 1, its own request id each) to every device
through the platform's device broker (\`deviceBroker.send\`), the way the command service reaches devices;
the command service itself (\`POST /remote/device/command\`) is not in this branch. Time from the first
send to each device's receipt, after one round of warm-up.

| measure | value |
|---|---|
| devices that got it | ${fanout.received} of ${count} |
| all sends handed to the broker | ${fanout.sendMs} ms |
| p50 | ${fanout.p50Ms} ms |
| p95 | ${fanout.p95Ms} ms |
| slowest | ${fanout.maxMs} ms |

Target: p95 under 2 s.
`;
fs.mkdirSync(path.join(here, 'results'), { recursive: true });
fs.writeFileSync(
  path.join(here, 'results', `device-fleet-${day}.json`),
  `${JSON.stringify(result, null, 2)}\n`,
);
fs.writeFileSync(path.join(here, 'results', `device-fleet-${day}.md`), markdown);
console.log(markdown);
process.exit(0);

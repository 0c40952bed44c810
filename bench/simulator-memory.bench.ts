// Memory and CPU of the simulated fleet: BENCH_SIM_DEVICES (5,000) devices, each with its own
// MQTT.js connection to the broker at BENCH_SIM_BROKER (the machine's Mosquitto by default), at
// 60x with one report a second each. Heap and RSS are read after a full GC before the fleet
// starts and once every device is connected and has reported for BENCH_SIM_SECONDS (10); the
// difference divided by the devices is the cost of one simulated device. Run with --expose-gc.
// Writes bench/results/simulator-memory-<date>.{json,md}.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFleet } from '../packages/simulator/src/fleet/fleet';
import type { DeviceKind } from '../packages/simulator/src/fleet/models';
import { describeMachine, machineInfo } from './machine';

const here = path.dirname(fileURLToPath(import.meta.url));
const count = Number(process.env.BENCH_SIM_DEVICES ?? 5000);
const seconds = Number(process.env.BENCH_SIM_SECONDS ?? 10);
const broker = process.env.BENCH_SIM_BROKER ?? 'mqtt://127.0.0.1:1883';
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

function memory() {
  gc?.();
  gc?.();
  const { heapUsed, rss } = process.memoryUsage();
  return { heapUsed, rss };
}

async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

const kinds: DeviceKind[] = ['solarLight', 'solarLight', 'mainsLight'];
const before = memory();
const fleet = startFleet({
  broker,
  speed: 60,
  start: Date.parse('2024-06-21T20:00:00+08:00'),
  minRealIntervalMs: 1000,
  rampUpMs: 5000,
  devices: Array.from({ length: count }, (_, index) => ({
    token: `bench-${index}`,
    kind: kinds[index % kinds.length] as DeviceKind,
    code: `BENCH-${index}`,
    lat: 30.27 + (index % 100) * 0.0003,
    lng: 120.16 + Math.floor(index / 100) * 0.0003,
  })),
});
const allConnected = await until(() => fleet.summary().connected === count, 120_000);
const sentBefore = fleet.stats.telemetrySent;
const cpuBefore = process.cpuUsage();
const wallBefore = Date.now();
await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
const cpu = process.cpuUsage(cpuBefore);
const wall = Date.now() - wallBefore;
const reports = fleet.stats.telemetrySent - sentBefore;
const after = memory();
const summary = fleet.summary();
await fleet.stop();

const result = {
  date: new Date().toISOString(),
  machine: machineInfo(),
  broker,
  devices: count,
  connected: summary.connected,
  allConnected,
  reportsPerSecond: Math.round(reports / (wall / 1000)),
  cpuPercent: Math.round(((cpu.user + cpu.system) / 1000 / wall) * 100),
  heapPerDeviceKB: Math.round((after.heapUsed - before.heapUsed) / count / 102.4) / 10,
  rssPerDeviceKB: Math.round((after.rss - before.rss) / count / 102.4) / 10,
  heapTotalMB: Math.round(after.heapUsed / 1024 / 1024),
  rssTotalMB: Math.round(after.rss / 1024 / 1024),
};
const day = result.date.slice(0, 10);
const markdown = `# Simulated fleet: memory and CPU per device (${day})

${describeMachine(result.machine)}

${count} simulated lights (two solar to one mains), each with its own MQTT.js connection to ${broker},
60x simulated time, one report a second each, measured for ${seconds} s once all were connected.

| measure | value |
|---|---|
| devices connected | ${result.connected} of ${count} |
| reports per second | ${result.reportsPerSecond} |
| CPU (one core = 100 %) | ${result.cpuPercent} % |
| heap per device | ${result.heapPerDeviceKB} KB |
| RSS per device | ${result.rssPerDeviceKB} KB |
| heap / RSS of the process | ${result.heapTotalMB} MB / ${result.rssTotalMB} MB |
`;
fs.mkdirSync(path.join(here, 'results'), { recursive: true });
fs.writeFileSync(
  path.join(here, 'results', `simulator-memory-${day}.json`),
  `${JSON.stringify(result, null, 2)}\n`,
);
fs.writeFileSync(path.join(here, 'results', `simulator-memory-${day}.md`), markdown);
console.log(markdown);
process.exit(0);

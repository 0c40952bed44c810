// Resident memory of the platform on its embedded store (PGlite); the goal is idle under 350 MB.
// The built server (`apps/server/dist/main.js`, as `npm start` runs it) in a process of its own,
// on a temporary DATA_DIR, a free PORT and MQTT_PORT:
//   (a) SIMULATOR=off: RSS once it logs that it is running, then every second for
//       BENCH_MEM_IDLE_SECONDS (60) of idling: max and last;
//   (a') the same once more, restarted on the data directory that (a) created: every start but
//       the first one finds its database made and does not make it again;
//   (b) SIMULATOR=on, the demo installation with its simulated fleet: RSS every second for
//       BENCH_MEM_DEMO_SECONDS (120) after it is running: max and last.
// RSS is VmRSS of /proc/<pid>/status: the database runs in a worker thread of the same process, so
// that is the whole platform. VmHWM (the peak since the process started) is recorded as well.
// Writes bench/results/embedded-memory-<date>.{json,md}.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ensureServerBuilt,
  freePort,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
  waitUntilRunning,
} from '../apps/server/src/test/server-process';
import { describeMachine, machineInfo } from './machine';

const here = path.dirname(fileURLToPath(import.meta.url));
const idleSeconds = Number(process.env.BENCH_MEM_IDLE_SECONDS ?? 60);
const demoSeconds = Number(process.env.BENCH_MEM_DEMO_SECONDS ?? 120);
const goalMB = 350;
const adminPassword = 'Lamp#Bench9x';

/** Memory figures of one process from /proc/<pid>/status, in MB. */
interface ProcessMemory {
  rss: number;
  peakRss: number;
  anon: number;
  file: number;
}

function readMemory(pid: number): ProcessMemory {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => {
    const match = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status);
    if (!match) throw new Error(`/proc/${pid}/status has no ${name}`);
    return Math.round((Number(match[1]) / 1024) * 10) / 10;
  };
  return { rss: field('VmRSS'), peakRss: field('VmHWM'), anon: field('RssAnon'), file: field('RssFile') };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Scenario {
  name: string;
  simulator: 'on' | 'off';
  seconds: number;
  startMs: number;
  /** RSS when the server logged that it was running. */
  atStart: ProcessMemory;
  /** Sampled once a second for `seconds` after the start. */
  samples: number[];
  maxMB: number;
  lastMB: number;
  /** At the end of the run. */
  atEnd: ProcessMemory;
  demoDevices?: number;
  meetsGoal: boolean;
}

async function run(
  name: string,
  simulator: 'on' | 'off',
  seconds: number,
  dataDir: string,
): Promise<Scenario> {
  let server: ServerProcess | undefined;
  try {
    const [port, mqttPort] = [await freePort(), await freePort()];
    const began = Date.now();
    server = startServerProcess(
      {
        DATA_DIR: dataDir,
        MQTT_PORT: String(mqttPort),
        ADMIN_PASSWORD: adminPassword,
        SIMULATOR: simulator,
      },
      port,
    );
    await waitUntilRunning(server, 120_000);
    const startMs = Date.now() - began;
    const pid = server.child.pid;
    if (pid === undefined) throw new Error('the server process has no pid');
    const atStart = readMemory(pid);
    console.log(`${name}: running after ${startMs} ms, RSS ${atStart.rss} MB; sampling ${seconds} s`);
    const samples: number[] = [];
    const sampleStart = Date.now();
    for (let n = 1; n <= seconds; n++) {
      await sleep(Math.max(0, sampleStart + n * 1000 - Date.now()));
      if (server.child.exitCode !== null) throw new Error(`the server ended:\n${server.output()}`);
      samples.push(readMemory(pid).rss);
    }
    const atEnd = readMemory(pid);
    const maxMB = Math.max(atStart.rss, ...samples);
    const lastMB = samples.at(-1) ?? atStart.rss;
    const fleet = /"devices":(\d+)[^\n]*demo fleet started/.exec(server.output());
    return {
      name,
      simulator,
      seconds,
      startMs,
      atStart,
      samples,
      maxMB,
      lastMB,
      atEnd,
      demoDevices: fleet ? Number(fleet[1]) : undefined,
      meetsGoal: maxMB < goalMB,
    };
  } finally {
    if (server) await stopServerProcess(server);
  }
}

/** A new temporary data directory for `use`, removed afterwards. */
async function withDataDir<T>(use: (dataDir: string) => Promise<T>): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lamplighter-memory-'));
  try {
    return await use(dataDir);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

ensureServerBuilt();
const [idle, restarted] = await withDataDir(async (dataDir) => [
  await run('SIMULATOR=off, idle, first start (new DATA_DIR)', 'off', idleSeconds, dataDir),
  await run('SIMULATOR=off, idle, restarted on that DATA_DIR', 'off', idleSeconds, dataDir),
]);
const demo = await withDataDir((dataDir) =>
  run('SIMULATOR=on, demo fleet, first start (new DATA_DIR)', 'on', demoSeconds, dataDir),
);
const scenarios = [idle, restarted, demo];

const result = {
  date: new Date().toISOString(),
  machine: machineInfo(),
  goalMB,
  idleSeconds,
  demoSeconds,
  scenarios,
};
const day = result.date.slice(0, 10);
const verdict = (scenario: Scenario) => (scenario.meetsGoal ? 'yes' : 'no');
const markdown = `# Platform resident memory on the embedded store (${day})

${describeMachine(result.machine)}

Goal: the platform on its embedded store (PGlite) under ${goalMB} MB of resident memory when idle.

The built server (\`node --enable-source-maps apps/server/dist/main.js\`, as \`npm start\` runs it), each
scenario in a process of its own. A first start is on a new, empty DATA_DIR, so it also creates the
database; "restarted" is a second process on the data directory the first one made, as every later start
of an installation is. RSS is VmRSS of /proc/<pid>/status (the database runs in a worker thread of the same
process), read when the process logs that it is running, then once a second: for ${idleSeconds} s with
SIMULATOR=off, for ${demoSeconds} s with SIMULATOR=on (the demo installation${demo.demoDevices === undefined ? '' : ` with ${demo.demoDevices} simulated devices`} reporting over MQTT).
Peak is VmHWM, the most the process held at any moment since it began, the start included.

| scenario | start (ms) | RSS at start (MB) | sampled for | RSS max (MB) | RSS last (MB) | peak, VmHWM (MB) | anonymous / file-backed at the end (MB) | under ${goalMB} MB |
|---|---|---|---|---|---|---|---|---|
${scenarios
  .map(
    (s) =>
      `| ${s.name} | ${s.startMs} | ${s.atStart.rss} | ${s.seconds} s | ${s.maxMB} | ${s.lastMB} | ${s.atEnd.peakRss} | ${s.atEnd.anon} / ${s.atEnd.file} | ${verdict(s)} |`,
  )
  .join('\n')}

"Under ${goalMB} MB" compares the largest RSS sampled after the start (max) with the goal; the goal is for the
idle platform, the demo fleet's figure is for comparison.
`;
fs.mkdirSync(path.join(here, 'results'), { recursive: true });
fs.writeFileSync(
  path.join(here, 'results', `embedded-memory-${day}.json`),
  `${JSON.stringify(result, null, 2)}\n`,
);
fs.writeFileSync(path.join(here, 'results', `embedded-memory-${day}.md`), markdown);
console.log(markdown);
process.exit(0);

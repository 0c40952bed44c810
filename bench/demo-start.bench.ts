// First start of `npm start` on the embedded store (PGlite) with the demo and its past month; the
// goal is under a minute from the start of the process to the backfill done.
// The built server (`apps/server/dist/main.js`, as `npm start` runs it) in a process of its own on a
// new temporary DATA_DIR, SIMULATOR=on, DEMO_HISTORY_DAYS at its default (30), BENCH_DEMO_STARTS (3)
// times; each time it records the seconds from spawning the process to:
//   - the first HTTP answer (any answer to GET /prod-api/, polled every 50 ms),
//   - the demo installation created, and the backfill done (its log lines), with the rows it stored;
// then starts it once more on the same DATA_DIR: no second past, and the seconds to the first answer.
// Writes bench/results/demo-start-<date>.{json,md}.

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
} from '../apps/server/src/test/server-process';
import { describeMachine, machineInfo } from './machine';

const here = path.dirname(fileURLToPath(import.meta.url));
const starts = Number(process.env.BENCH_DEMO_STARTS ?? 3);
const goalSeconds = 60;
const adminPassword = 'Lamp#Bench9x';

interface StartFigures {
  firstAnswer: number;
  installationCreated: number | null;
  backfillDone: number | null;
  readings: number | null;
  rows: number | null;
  /** The backfill's own seconds, from the fleet being made to the past stored. */
  backfillSeconds: number | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => Math.round(ms / 10) / 100;

async function firstAnswer(server: ServerProcess, began: number, deadline: number): Promise<number> {
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`the server ended:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`no answer in time:\n${server.output()}`);
    const answered = await fetch(`http://127.0.0.1:${server.port}/prod-api/`).then(
      () => true,
      () => false,
    );
    if (answered) return Date.now() - began;
    await sleep(50);
  }
}

/** The moment (ms after `began`) and fields of the first log line with `message`, waiting up to the deadline. */
async function logLine(server: ServerProcess, message: string, began: number, deadline: number) {
  for (;;) {
    const line = server
      .output()
      .split('\n')
      .find((text) => text.includes(`"msg":"${message}"`));
    if (line) {
      const fields = JSON.parse(line) as Record<string, number>;
      return { at: (fields.time ?? Date.now()) - began, fields };
    }
    if (server.child.exitCode !== null || Date.now() > deadline) return null;
    await sleep(100);
  }
}

async function start(dataDir: string, firstStart: boolean): Promise<StartFigures> {
  let server: ServerProcess | undefined;
  try {
    const [port, mqttPort] = [await freePort(), await freePort()];
    const began = Date.now();
    const deadline = began + 180_000;
    server = startServerProcess(
      { DATA_DIR: dataDir, MQTT_PORT: String(mqttPort), ADMIN_PASSWORD: adminPassword, SIMULATOR: 'on' },
      port,
    );
    const answered = await firstAnswer(server, began, deadline);
    if (!firstStart) {
      await logLine(server, 'demo fleet started (SIMULATOR=off turns it off)', began, deadline);
      if (server.output().includes('demo history')) throw new Error('a restart filled a second past');
      return {
        firstAnswer: answered,
        installationCreated: null,
        backfillDone: null,
        readings: null,
        rows: null,
        backfillSeconds: null,
      };
    }
    const created = await logLine(server, 'demo installation created', began, deadline);
    const filled = await logLine(server, 'demo history filled', began, deadline);
    if (!filled) throw new Error(`the backfill did not finish:\n${server.output()}`);
    return {
      firstAnswer: answered,
      installationCreated: created?.at ?? null,
      backfillDone: filled.at,
      readings: filled.fields.readings ?? null,
      rows: filled.fields.rows ?? null,
      backfillSeconds: filled.fields.seconds ?? null,
    };
  } finally {
    if (server) await stopServerProcess(server);
  }
}

ensureServerBuilt();
const firstStarts: StartFigures[] = [];
let restart: StartFigures | undefined;
for (let n = 1; n <= starts; n++) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lamplighter-demo-start-'));
  try {
    const figures = await start(dataDir, true);
    console.log(`first start ${n}: ${JSON.stringify(figures)}`);
    firstStarts.push(figures);
    if (n === starts) restart = await start(dataDir, false);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const result = {
  date: new Date().toISOString(),
  machine: machineInfo(),
  goalSeconds,
  load: os.loadavg(),
  firstStarts,
  restart,
};
const day = result.date.slice(0, 10);
const cell = (ms: number | null) => (ms === null ? '-' : seconds(ms).toFixed(2));
const markdown = `# First start with the demo's past month, embedded store (${day})

${describeMachine(result.machine)}

Goal: \`npm start\` on a new DATA_DIR, with the demo installation and its past month (DEMO_HISTORY_DAYS=30,
a report of every device every two hours), done within ${goalSeconds} s of the process starting.

The built server (\`node --enable-source-maps apps/server/dist/main.js\`, as \`npm start\` runs it) in a process
of its own, SIMULATOR=on, on a new DATA_DIR each time (so each start also creates the database). Seconds from
spawning the process; "first answer" is the first HTTP answer to GET /prod-api/ (polled every 50 ms), the
others are the moments of the platform's log lines. The backfill runs while the platform answers. The machine
is shared: its load average (1, 5, 15 min) was ${result.load.map((value) => value.toFixed(1)).join(', ')} at the end.

| start | first answer (s) | demo installation created (s) | backfill done (s) | rows stored | readings | backfill alone (s) | within ${goalSeconds} s |
|---|---|---|---|---|---|---|---|
${firstStarts
  .map(
    (figures, index) =>
      `| first start ${index + 1} | ${cell(figures.firstAnswer)} | ${cell(figures.installationCreated)} | ${cell(figures.backfillDone)} | ${figures.rows ?? '-'} | ${figures.readings ?? '-'} | ${figures.backfillSeconds ?? '-'} | ${figures.backfillDone !== null && figures.backfillDone < goalSeconds * 1000 ? 'yes' : 'no'} |`,
  )
  .join('\n')}
${restart ? `| restarted on the last one's DATA_DIR (no second past) | ${cell(restart.firstAnswer)} | - | - | - | - | - | - |` : ''}
`;
fs.mkdirSync(path.join(here, 'results'), { recursive: true });
fs.writeFileSync(
  path.join(here, 'results', `demo-start-${day}.json`),
  `${JSON.stringify(result, null, 2)}\n`,
);
fs.writeFileSync(path.join(here, 'results', `demo-start-${day}.md`), markdown);
console.log(markdown);
process.exit(0);

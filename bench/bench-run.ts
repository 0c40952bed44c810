// What the benches of a platform serving a simulated fleet share: clean-up whatever happens, bench
// children over IPC, waiting, the platform in its own process on a PostgreSQL database of its own,
// and the figures read from /proc and PostgreSQL while it works.

import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { CommandDetail, CommandSummary } from '@lamplighter/contract';
import postgres from 'postgres';
import {
  freePort,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
  waitUntilRunning,
} from '../apps/server/src/test/server-process';
import type { DeliveryRun } from './delivery-figures';
import { call, signIn } from './http-load';
import { forkChild, type IpcChild } from './ipc-child';
import { cpuSeconds } from './process-cpu';
import { residentMB } from './process-tree';
import { profileArgs } from './profile-args';
import { BENCH_ADMIN_PASSWORD, benchDatabase } from './runner-platform';

const here = path.dirname(fileURLToPath(import.meta.url));

/** What to undo at the end, last first, whatever happened. */
const cleanups: (() => Promise<unknown> | unknown)[] = [];

/** Adds a step to undo at the end of the bench. */
export function onCleanUp(step: () => Promise<unknown> | unknown): void {
  cleanups.push(step);
}

let cleaning: Promise<void> | undefined;

/** Undoes the steps once; a second call (a signal during the end of a run) waits for the first. */
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of cleanups.splice(0).reverse()) await Promise.resolve(step()).catch(console.error);
  })();
  return cleaning;
}

/**
 * Runs a bench's `main`, then undoes its steps and exits: also on failure, Ctrl-C or SIGTERM,
 * where `main` fails as what it talks to goes away and the clean-up under way must still finish.
 */
export async function runBench(main: () => Promise<void>): Promise<never> {
  let code = 0;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      code = 130;
      void cleanUp().finally(() => process.exit(code));
    });
  }
  try {
    await main();
  } catch (error) {
    if (code === 0) console.error(error);
    code ||= 1;
  }
  await cleanUp();
  process.exit(code);
}

/** A request to a bench child that rejects when the child ends instead of answering. */
export function ask<T>(child: IpcChild, request: { type: string } & Record<string, unknown>): Promise<T> {
  const ended = child.exited.then(() => {
    throw new Error(`the child ${child.pid} ended before answering ${request.type}`);
  });
  return Promise.race([child.request<T>(request), ended]);
}

/**
 * Forks a bench child (a file of this folder) and waits for its `ready`; it is stopped by `stop`,
 * or with the bench.
 */
export async function startChild<T>(file: string, env: Record<string, string>) {
  const child = forkChild(path.join(here, file), env);
  let ended = false;
  void child.exited.then(() => {
    ended = true;
  });
  const stop = async () => {
    if (ended) return;
    child.request({ type: 'stop' }).catch(() => {});
    const stopped = await Promise.race([child.exited.then(() => true), sleep(30_000).then(() => false)]);
    if (!stopped) process.kill(child.pid, 'SIGKILL');
  };
  cleanups.push(stop);
  const ready = await Promise.race([
    child.next<T>(),
    child.exited.then(() => Promise.reject(new Error(`${file} ended before it was ready`))),
  ]);
  return { child, ready, stop };
}

/** Asks `done` once a second until it says so; fails after `seconds` (300), saying what did not happen. */
export async function waitFor(what: string, done: () => Promise<boolean>, seconds = 300) {
  const by = Date.now() + seconds * 1000;
  while (!(await done())) {
    if (Date.now() > by) throw new Error(`not in ${seconds} s: ${what}`);
    await sleep(1000);
  }
}

const residentOf = (pids: number[]) => pids.reduce((sum, pid) => sum + residentMB(pid), 0);

/** The files (sockets among them) the processes hold open now; 0 for one that ended. */
function openFiles(pids: number[]): number {
  let count = 0;
  for (const pid of pids) {
    try {
      count += fs.readdirSync(`/proc/${pid}/fd`).length;
    } catch {
      // ended
    }
  }
  return count;
}

/**
 * Connections the kernel dropped so far because a listener's accept queue was full (TcpExt
 * ListenOverflows of /proc/net/netstat, machine-wide): a client then sends its SYN again after 1,
 * 3, 7… s. Null when unknown.
 */
function listenOverflows(): number | null {
  try {
    const lines = fs.readFileSync('/proc/net/netstat', 'utf8').split('\n');
    const [names, values] = lines.filter((line) => line.startsWith('TcpExt:')).map((line) => line.split(' '));
    const at = names?.indexOf('ListenOverflows') ?? -1;
    return at < 0 || values?.[at] === undefined ? null : Number(values[at]);
  } catch {
    return null;
  }
}

/** The most files a process may hold open (its RLIMIT_NOFILE), from /proc; null when unknown. */
export function openFilesLimit(pid: number): number | null {
  try {
    const limits = fs.readFileSync(`/proc/${pid}/limits`, 'utf8');
    const soft = /^Max open files\s+(\d+)/m.exec(limits)?.[1];
    return soft === undefined ? null : Number(soft);
  } catch {
    return null;
  }
}

/** Resident memory of `pids` once a second for `seconds`; the mean, and the CPU per cent of a core over them. */
export async function restingFigures(pids: number[], seconds: number) {
  const cpu = cpuSeconds(pids);
  const began = performance.now();
  const samples: number[] = [];
  for (let second = 1; second <= seconds; second++) {
    await sleep(Math.max(0, began + second * 1000 - performance.now()));
    samples.push(residentOf(pids));
  }
  const elapsed = (performance.now() - began) / 1000;
  return {
    rssMB: samples.reduce((sum, value) => sum + value, 0) / samples.length,
    cpuPercent: Math.round(((cpuSeconds(pids) - cpu) / elapsed) * 1000) / 10,
  };
}

/** The processes a measurement watches: the server's (summed), the fleet's (summed), the database's if any. */
export interface MeasuredPids {
  server: number[];
  fleet: number[];
  database?: () => Promise<number[]>;
}

/**
 * Samples the server's and the fleet's resident memory once a second until `settled` says so or
 * `timeoutMs` passes; the CPU of the server, the fleet and the database over the window.
 */
export async function measure(pids: MeasuredPids, settled: () => Promise<boolean>, timeoutMs: number) {
  const databaseBefore = new Map((await pids.database?.())?.map((pid) => [pid, cpuSeconds([pid])]));
  const server = cpuSeconds(pids.server);
  const fleet = cpuSeconds(pids.fleet);
  const overflows = listenOverflows();
  const began = performance.now();
  const serverRss: number[] = [];
  const fleetRss: number[] = [];
  let serverFilesMax = 0;
  let timedOut = false;
  for (let second = 1; ; second++) {
    await sleep(Math.max(0, began + second * 1000 - performance.now()));
    serverRss.push(residentOf(pids.server));
    fleetRss.push(residentOf(pids.fleet));
    serverFilesMax = Math.max(serverFilesMax, openFiles(pids.server));
    if (await settled()) break;
    if (performance.now() - began > timeoutMs) {
      timedOut = true;
      break;
    }
  }
  const databaseAfter = await pids.database?.();
  return {
    seconds: (performance.now() - began) / 1000,
    timedOut,
    server: cpuSeconds(pids.server) - server,
    fleet: cpuSeconds(pids.fleet) - fleet,
    // A connection opened during the window used all its CPU in it; one closed in it is not counted.
    database:
      databaseAfter?.reduce((sum, pid) => sum + cpuSeconds([pid]) - (databaseBefore.get(pid) ?? 0), 0) ??
      null,
    serverRssMax: Math.max(...serverRss),
    fleetRssMax: Math.max(...fleetRss),
    serverFilesMax,
    listenOverflows: overflows === null ? null : (listenOverflows() ?? overflows) - overflows,
  };
}

/** Writes a bench's result as bench/results/<name>-<day>.{json,md} and prints the markdown. */
export function writeResults(name: string, date: string, json: object, markdown: string): void {
  const resultsDir = path.join(here, 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}-${date.slice(0, 10)}`);
  fs.writeFileSync(`${file}.json`, `${JSON.stringify(json, null, 2)}\n`);
  fs.writeFileSync(`${file}.md`, markdown);
  console.log(markdown);
}

/** A delivery run's figures of its window and the resting seconds before and after it. */
export function windowFigures(
  window: Awaited<ReturnType<typeof measure>>,
  before: Awaited<ReturnType<typeof restingFigures>>,
  after: Awaited<ReturnType<typeof restingFigures>>,
): Omit<DeliveryRun, 'devices' | 'doneMs' | 'failedMs' | 'failures' | 'bytesServed'> {
  return {
    timedOut: window.timedOut,
    seconds: window.seconds,
    cpuSeconds: {
      server: window.server,
      serverIdlePercent: before.cpuPercent,
      database: window.database,
      fleet: window.fleet,
    },
    serverRssMB: { baseline: before.rssMB, max: window.serverRssMax, after: after.rssMB },
    fleetRssMaxMB: window.fleetRssMax,
    serverFilesMax: window.serverFilesMax,
    listenOverflows: window.listenOverflows,
  };
}

/** The PostgreSQL server processes of the database's other connections (the platform's). */
export async function databasePids(sql: postgres.Sql): Promise<number[]> {
  const rows = await sql<{ pid: number }[]>`
    select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`;
  return rows.map((row) => row.pid);
}

/** What PostgreSQL has counted in the bench's database so far: transactions, and rows written by table. */
export async function databaseWork(sql: postgres.Sql) {
  const [database] = await sql<{ n: number }[]>`
    select xact_commit::int as n from pg_stat_database where datname = current_database()`;
  const tables = await sql<{ name: string; rows: number }[]>`
    select relname as name, (n_tup_ins + n_tup_upd + n_tup_del)::int as rows from pg_stat_user_tables`;
  return { transactions: database?.n ?? 0, rows: new Map(tables.map((table) => [table.name, table.rows])) };
}

/** What PostgreSQL counted between two readings: transactions, and rows written by table, most first. */
export function databaseCountsBetween(
  before: Awaited<ReturnType<typeof databaseWork>>,
  after: Awaited<ReturnType<typeof databaseWork>>,
) {
  const rowsWritten = Object.fromEntries(
    [...after.rows]
      .map(([name, rows]) => [name, rows - (before.rows.get(name) ?? 0)] as const)
      .filter(([, rows]) => rows > 0)
      .sort((a, b) => b[1] - a[1]),
  );
  return { transactions: after.transactions - before.transactions, rowsWritten };
}

export function tally(reasons: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const reason of reasons) counts[reason] = (counts[reason] ?? 0) + 1;
  return counts;
}

/** The platform as `npm start` runs it, signed in as the administrator. */
export interface BenchPlatform {
  server: ServerProcess;
  mqttPort: number;
  authorization: string;
  sql: postgres.Sql;
  /** A POST of JSON as the administrator. */
  post(body: unknown): RequestInit;
  /** Puts a file into the media library; answers its id. */
  upload(file: string, type: string): Promise<number>;
}

/**
 * The built platform (`npm start`) in a process of its own with `env` (its database, Redis…), on
 * ports of its own, stopped with the bench; `name` tells its log apart when a bench runs several.
 */
export async function startPlatformProcess(
  env: Record<string, string>,
  name = '',
): Promise<{ server: ServerProcess; mqttPort: number }> {
  const mqttPort = await freePort();
  const server = startServerProcess(
    { ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD, MQTT_PORT: String(mqttPort), ...env },
    await freePort(),
    profileArgs(),
  );
  cleanups.push(async () => {
    await stopServerProcess(server);
    // BENCH_SERVER_LOG=/tmp/server.log keeps what the platform logged, to learn why something failed.
    if (process.env.BENCH_SERVER_LOG)
      fs.writeFileSync(`${process.env.BENCH_SERVER_LOG}${name}`, server.output());
  });
  await waitUntilRunning(server, 120_000);
  return { server, mqttPort };
}

/** A started platform process on the database of `databaseUrl`, signed in as the administrator. */
export async function signedInPlatform(
  started: { server: ServerProcess; mqttPort: number },
  databaseUrl: string,
): Promise<BenchPlatform> {
  const { server, mqttPort } = started;
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  cleanups.push(() => sql.end());
  const authorization = `Bearer ${await signIn(server.port, BENCH_ADMIN_PASSWORD)}`;
  return {
    server,
    mqttPort,
    authorization,
    sql,
    post: (body) => ({
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    async upload(file, type) {
      const form = new FormData();
      form.append('file', await fs.openAsBlob(file, { type }), path.basename(file));
      const upload = { method: 'POST', headers: { authorization }, body: form };
      return (await call<{ id: number }>(server.port, '/remote/media/upload', upload)).id;
    },
  };
}

/** The built platform in a process of its own on a PostgreSQL database of its own, its media in `mediaDir`. */
export async function startBenchPlatform(mediaDir: string): Promise<BenchPlatform> {
  const database = await benchDatabase();
  cleanups.push(database.drop);
  const started = await startPlatformProcess({ DATABASE_URL: database.url, MEDIA_DIR: mediaDir });
  return signedInPlatform(started, database.url);
}

/** Waits until the platform has heard from `count` devices of the project (each reports as it connects). */
export function waitUntilHeard(platform: BenchPlatform, projectId: number, count: number, noun: string) {
  return waitFor(`the platform heard from every ${noun}`, async () => {
    const [heard] = await platform.sql<{ n: number }[]>`
      select count(*)::int as n from device_presence join devices on devices.id = device_id
      where devices.project_id = ${projectId}`;
    return (heard?.n ?? 0) >= count;
  });
}

/** Whether every device of the command has settled (succeeded, failed or expired). */
export async function commandSettled(platform: BenchPlatform, commandId: number): Promise<boolean> {
  const [page] = await call<{ list: CommandSummary[] }[]>(
    platform.server.port,
    `/remote/device/command/list?commandid=${commandId}&pagesize=10`,
    { headers: { authorization: platform.authorization } },
  );
  const counts = page?.list[0]?.counts;
  return !!counts && counts.queued + counts.sent + counts.delivered === 0;
}

/** Each device's time from `sentAt` to its answer, as the platform recorded the command's devices. */
export async function commandOutcomes(
  platform: BenchPlatform,
  commandId: number,
  sentAt: number,
): Promise<Pick<DeliveryRun, 'doneMs' | 'failedMs' | 'failures'>> {
  const detail = await call<CommandDetail>(
    platform.server.port,
    `/remote/device/command/detail?id=${commandId}`,
    { headers: { authorization: platform.authorization } },
  );
  return {
    doneMs: detail.devices.map((device) =>
      device.state === 'succeeded' && device.finishtime ? Date.parse(device.finishtime) - sentAt : null,
    ),
    failedMs: detail.devices.flatMap((device) =>
      device.state !== 'succeeded' && device.finishtime ? [Date.parse(device.finishtime) - sentAt] : [],
    ),
    failures: tally(
      detail.devices
        .filter((device) => device.state === 'failed' || device.state === 'expired')
        .map((device) => `${device.state}: ${device.error}`),
    ),
  };
}

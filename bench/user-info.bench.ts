// Measures GET /sys/user/info with a valid token, 50 connections, BENCH_DURATION seconds (20),
// on the embedded store and on PostgreSQL (when it answers on 127.0.0.1:5432), against a bare
// Fastify reference on the same machine. Writes bench/results/user-info-<date>.{json,md}.

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import postgres from 'postgres';
import {
  freePort,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
  waitUntilRunning,
} from '../apps/server/src/test/server-process';
import { describeMachine, machineInfo } from './machine';
import { postgresAnswers } from './postgres-answers';

const here = path.dirname(fileURLToPath(import.meta.url));
const duration = Number(process.env.BENCH_DURATION ?? 20);
const connections = 50;
const adminPassword = 'Bench#Lamp2026';
const postgresBase = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Measurement {
  target: string;
  requestsPerSecond: number;
  p99Ms: number;
  p50Ms: number;
  non2xx: number;
  errors: number;
}

async function signIn(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/prod-api/remote/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from('web:web').toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'password', username: 'admin', password: adminPassword }),
  });
  const answer = (await response.json()) as { data: { access_token: string } };
  return answer.data.access_token;
}

async function load(target: string, port: number, token?: string): Promise<Measurement> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/prod-api/sys/user/info`,
    connections,
    duration,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    target,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    p50Ms: result.latency.p50,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function measureServer(target: string, env: Record<string, string>): Promise<Measurement> {
  const server = startServerProcess(
    { ADMIN_PASSWORD: adminPassword, LOG_LEVEL: 'info', ...env },
    await freePort(),
  );
  try {
    await waitUntilRunning(server);
    const token = await signIn(server.port);
    await load(`${target} (warm-up)`, server.port, token).catch(() => undefined);
    return await load(target, server.port, token);
  } finally {
    await stopServerProcess(server);
  }
}

async function measureReference(): Promise<Measurement> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'reference-server.ts')], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    cwd: path.join(here, '..', 'apps', 'server'),
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  const server: ServerProcess = {
    child,
    port,
    output: () => output,
    exited: new Promise((resolve) => child.once('exit', resolve)),
  };
  try {
    await waitUntilRunning(server);
    return await load('bare Fastify reference', port);
  } finally {
    await stopServerProcess(server);
  }
}

async function main() {
  const results: Measurement[] = [];
  results.push(await measureReference());

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lamplighter-bench-'));
  try {
    results.push(
      await measureServer('Lamplighter, embedded PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }),
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  if (await postgresAnswers(postgresBase)) {
    const name = `lamplighter_bench_${randomBytes(4).toString('hex')}`;
    const admin = postgres(postgresBase, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    try {
      const url = new URL(postgresBase);
      url.pathname = `/${name}`;
      results.push(await measureServer('Lamplighter, PostgreSQL', { DATABASE_URL: url.toString() }));
    } finally {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }

  const reference = results[0]?.requestsPerSecond ?? 1;
  const machine = machineInfo();
  const day = machine.date.slice(0, 10);
  const resultsDir = path.join(here, 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(
    path.join(resultsDir, `user-info-${day}.json`),
    `${JSON.stringify({ machine, connections, durationSeconds: duration, results }, null, 2)}\n`,
  );
  const rows = results.map(
    (r) =>
      `| ${r.target} | ${r.requestsPerSecond} | ${(r.requestsPerSecond / reference).toFixed(2)} | ${r.p50Ms} | ${r.p99Ms} | ${r.non2xx + r.errors} |`,
  );
  const markdown = [
    `# GET /sys/user/info, ${connections} connections, ${duration} s`,
    '',
    `Machine: ${describeMachine(machine)}; ${machine.date}.`,
    'Load generator (autocannon) and server share the machine. Ratio = requests per second against the bare Fastify reference of the same run.',
    '',
    '| target | requests/s | ratio to reference | p50 ms | p99 ms | failed |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
  fs.writeFileSync(path.join(resultsDir, `user-info-${day}.md`), markdown);
  console.log(markdown);
}

await main();

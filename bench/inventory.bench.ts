// The inventory at city scale, on both stores: the device list (page 20) at 100,000 devices with
// 20 connections for BENCH_DURATION seconds (15) per view — no filter, filters, a keyword, an
// expiry window — against the cheapest signed-in call of the same server (GET /sys/user/info);
// and the import of a 10,000-row workbook against the same 10,000 devices written by one SQL
// statement into the same store. Writes bench/results/inventory-<date>.{json,md}.

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import postgres from 'postgres';
import { openStore } from '../apps/server/src/db/client';
import {
  freePort,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
  waitUntilRunning,
} from '../apps/server/src/test/server-process';
import { call, type Load, load, signIn } from './http-load';
import { fleetSql, settleFleetSql } from './inventory-fleet';
import { describeMachine, machineInfo } from './machine';

const here = path.dirname(fileURLToPath(import.meta.url));
const duration = Number(process.env.BENCH_DURATION ?? 15);
const fleetSize = Number(process.env.BENCH_DEVICES ?? 100_000);
const importRows = 10_000;
const connections = 20;
const adminPassword = 'Bench#Lamp2026';
const postgresBase = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface StoreResult {
  store: string;
  loads: Load[];
  importMs: number;
  importedRows: number;
  sqlInsertMs: number;
}

/** A platform on a store already holding the fleet, and a way to run SQL on that store. */
interface Platform {
  port: number;
  /** Runs SQL on the store and answers how long the statement itself took, in ms. */
  sql(text: string): Promise<number>;
  stop(): Promise<void>;
}

async function startOn(env: Record<string, string>): Promise<ServerProcess> {
  const server = startServerProcess(
    { ADMIN_PASSWORD: adminPassword, LOG_LEVEL: 'info', ...env },
    await freePort(),
  );
  await waitUntilRunning(server, 120_000);
  return server;
}

/** PostgreSQL: a fresh database, filled while the platform runs. */
async function postgresPlatform(): Promise<Platform> {
  const name = `lamplighter_bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(postgresBase, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(postgresBase);
  url.pathname = `/${name}`;
  const server = await startOn({ DATABASE_URL: url.toString() });
  const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
  const [account] = await sql<{ id: number }[]>`select id from accounts where username = 'admin'`;
  await sql.unsafe(fleetSql(account?.id ?? 1, fleetSize));
  await sql.unsafe(settleFleetSql);
  return {
    port: server.port,
    sql: async (text) => {
      const started = performance.now();
      await sql.unsafe(text);
      return performance.now() - started;
    },
    stop: async () => {
      await sql.end();
      await stopServerProcess(server);
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The embedded store: one process per data directory, so it is filled between two starts. */
async function pglitePlatform(): Promise<Platform> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lamplighter-bench-'));
  await stopServerProcess(await startOn({ DATA_DIR: dataDir }));
  const fill = async (text: string) => {
    const store = await openStore({ kind: 'pglite', dataDir });
    try {
      const started = performance.now();
      await store.execute(text);
      return performance.now() - started;
    } finally {
      await store.close();
    }
  };
  await fill(fleetSql(1, fleetSize));
  await fill(settleFleetSql);
  let server = await startOn({ DATA_DIR: dataDir });
  return {
    get port() {
      return server.port;
    },
    sql: async (text) => {
      await stopServerProcess(server);
      const ms = await fill(text);
      server = await startOn({ DATA_DIR: dataDir });
      return ms;
    },
    stop: async () => {
      await stopServerProcess(server);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function importWorkbook(projectId: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Devices');
  sheet.addRow([
    'devicecode',
    'devicename',
    'devicetype',
    'projectid',
    'longitude',
    'latitude',
    'polenumber',
  ]);
  for (let i = 0; i < importRows; i++) {
    sheet.addRow([
      `IMP-${String(i).padStart(6, '0')}`,
      `Imported lamp ${i}`,
      1 + (i % 3),
      projectId,
      120.1,
      30.2,
      `Q-${i}`,
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function measureImport(port: number, token: string, projectId: number) {
  const form = new FormData();
  form.append('mode', 'all');
  form.append('file', new Blob([new Uint8Array(await importWorkbook(projectId))]), 'devices.xlsx');
  const started = performance.now();
  const report = await call<{ imported: number; problems: unknown[] }>(port, '/remote/excel/importDevice', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (report.problems.length > 0) throw new Error(`import reported ${report.problems.length} problems`);
  return { ms: Math.round(performance.now() - started), rows: report.imported };
}

/** The same 10,000 devices written by one statement: what the store itself needs for them. */
async function measureSqlInsert(platform: Platform, projectId: number): Promise<number> {
  const ms = await platform.sql(`
    insert into devices (code, name, type_id, account_id, project_id, longitude, latitude, pole_number, token_hash, token_hint)
    select 'SQL-' || lpad(i::text, 6, '0'), 'Inserted lamp ' || i, 1 + i % 3, 1, ${projectId}, 120.1, 30.2, 'R-' || i,
      md5('sql' || i), right(md5('sql' || i), 4)
    from generate_series(0, ${importRows - 1}) as i`);
  return Math.round(ms);
}

async function measureStore(store: string, platform: Platform): Promise<StoreResult> {
  try {
    const token = await signIn(platform.port, adminPassword);
    // District 1 holds the devices whose run state is normal (see inventory-fleet.ts).
    const projects = await call<{ list: { id: number; name: string }[] }[]>(
      platform.port,
      '/remote/project/list?pagesize=20',
      { headers: { authorization: `Bearer ${token}` } },
    );
    const projectId = projects[0]?.list.find((project) => project.name === 'Bench district 1')?.id ?? 1;
    const views: [string, string][] = [
      ['signed-in reference: GET /sys/user/info', '/sys/user/info'],
      ['device list, no filter', '/remote/device/list?pagenum=1&pagesize=20'],
      [
        'device list, project + type + run state',
        `/remote/device/list?pagesize=20&projectid=${projectId}&devicetype=1&runstate=1`,
      ],
      ['device list, keyword', '/remote/device/list?pagesize=20&keyword=street%203'],
      ['device list, SIM or package ends within 30 days', '/remote/device/list?pagesize=20&expiry=30'],
      ['device list, page 200', '/remote/device/list?pagenum=200&pagesize=20&devicetype=2'],
    ];
    await load(
      'warm-up',
      { port: platform.port, token, apiPath: views[1]?.[1] ?? '/sys/user/info' },
      { connections, duration },
    );
    const loads: Load[] = [];
    for (const [view, apiPath] of views)
      loads.push(await load(view, { port: platform.port, token, apiPath }, { connections, duration }));
    const imported = await measureImport(platform.port, token, projectId);
    const sqlInsertMs = await measureSqlInsert(platform, projectId);
    return { store, loads, importMs: imported.ms, importedRows: imported.rows, sqlInsertMs };
  } finally {
    await platform.stop();
  }
}

function report(machine: ReturnType<typeof machineInfo>, results: StoreResult[]): string {
  const lines = [
    '# Device inventory at city scale',
    '',
    `Machine: ${describeMachine(machine)}; ${machine.date}.`,
    `Fleet: ${fleetSize.toLocaleString('en')} devices in 10 projects of 5 groups, filled by SQL and analysed.`,
    `Load: autocannon, ${connections} connections, ${duration} s per view, page size 20, on loopback.`,
    'Target: device list p99 under 50 ms at 20 connections; 10,000-row import under 30 s on the embedded store.',
    '',
  ];
  for (const result of results) {
    const reference = result.loads[0];
    lines.push(
      `## ${result.store}`,
      '',
      '| view | req/s | p50 ms | p99 ms | p99 against the reference | non-2xx |',
      '|---|---|---|---|---|---|',
    );
    for (const item of result.loads) {
      const ratio = reference && reference.p99Ms > 0 ? (item.p99Ms / reference.p99Ms).toFixed(1) : '-';
      lines.push(
        `| ${item.view} | ${item.requestsPerSecond} | ${item.p50Ms} | ${item.p99Ms} | ${ratio} | ${item.non2xx} |`,
      );
    }
    lines.push(
      '',
      `Import of a ${importRows.toLocaleString('en')}-row workbook (POST /remote/excel/importDevice, mode all): ` +
        `${(result.importMs / 1000).toFixed(1)} s for ${result.importedRows} devices; the same number of devices ` +
        `written by one SQL statement: ${(result.sqlInsertMs / 1000).toFixed(1)} s ` +
        `(ratio ${(result.importMs / Math.max(1, result.sqlInsertMs)).toFixed(1)}).`,
      '',
    );
  }
  return lines.join('\n');
}

async function main() {
  const machine = machineInfo();
  const results: StoreResult[] = [];
  results.push(await measureStore('embedded store (PGlite)', await pglitePlatform()));
  results.push(await measureStore('PostgreSQL', await postgresPlatform()));
  const day = machine.date.slice(0, 10);
  const out = path.join(here, 'results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(
    path.join(out, `inventory-${day}.json`),
    `${JSON.stringify({ machine, fleetSize, results }, null, 2)}\n`,
  );
  fs.writeFileSync(path.join(out, `inventory-${day}.md`), `${report(machine, results)}\n`);
  console.log(report(machine, results));
}

await main();

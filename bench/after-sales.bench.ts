// After-sales tickets at city scale, on PostgreSQL (127.0.0.1:5432): the ticket list (page 20) over
// 100,000 tickets with 20 connections for BENCH_DURATION seconds (15) per view — no filter, a
// status, a keyword — against the cheapest signed-in call of the same server (GET /sys/user/info);
// and nine uploads of a 10 MB attachment after a first one, with the server's resident memory sampled every 10 ms
// (the file must stream to disk, never sit whole in memory). Writes
// bench/results/after-sales-<date>.{json,md}.

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import {
  freePort,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
  waitUntilRunning,
} from '../apps/server/src/test/server-process';
import { call, type Load, load, signIn } from './http-load';
import { describeMachine, machineInfo } from './machine';

const here = path.dirname(fileURLToPath(import.meta.url));
const duration = Number(process.env.BENCH_DURATION ?? 15);
const tickets = Number(process.env.BENCH_TICKETS ?? 100_000);
const connections = 20;
const uploads = 9;
const uploadBytes = 10 * 1024 * 1024;
const adminPassword = 'Bench#Lamp2026';
const postgresBase = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** 100,000 tickets of one project spread over a year, in every status, type and priority. */
function ticketsSql(accountId: number, projectId: number, count: number): string {
  return `insert into after_sales (code, account_id, project_id, project_name, device_code, device_name,
      description, status, type, priority, creator_id, creator_name, fault_count, created_at, updated_at)
    select 'AS-BENCH-' || lpad(n::text, 6, '0'), ${accountId}, ${projectId}, 'Bench city',
      'SL-' || lpad((n % 5000)::text, 5, '0'), 'Solar lamp ' || (n % 5000),
      case when n % 97 = 0 then 'Cabinet door forced open near the bridge' else 'Lamp dark at night' end,
      (array['pending','processing','completed','cancelled'])[1 + n % 4],
      (array['deviceFault','systemProblem','other'])[1 + n % 3],
      (array['low','medium','high','urgent'])[1 + n % 4],
      ${accountId}, 'admin', n % 7,
      now() - (n || ' minutes')::interval * 5, now()
    from generate_series(1, ${count}) n;
    select setval(pg_get_serial_sequence('after_sales', 'id'), (select max(id) from after_sales));
    analyze after_sales;`;
}

function residentBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** Uploads a 10 MB PDF, then nine more while sampling the server's memory; answers the growth. */
async function measureUploads(server: ServerProcess, token: string, ticketId: number) {
  const pid = server.child.pid ?? 0;
  const file = Buffer.alloc(uploadBytes, 0x20);
  Buffer.from('%PDF-1.4\n').copy(file);
  const send = async (name: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)]), name);
    await call(server.port, `/remote/aftersale/upload?id=${ticketId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
  };
  // The first upload loads and compiles the code on its way; the memory is measured from there.
  await send('warm-up.pdf');
  const before = residentBytes(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid));
  }, 10);
  const started = performance.now();
  try {
    for (let i = 0; i < uploads; i++) await send(`manual-${i}.pdf`);
  } finally {
    clearInterval(sampler);
  }
  return {
    uploads,
    megabytesEach: uploadBytes / 1024 / 1024,
    msEach: Math.round((performance.now() - started) / uploads),
    rssBeforeMb: Math.round(before / 1024 / 1024),
    rssGrowthMb: Math.round(((peak - before) / 1024 / 1024) * 10) / 10,
  };
}

async function main() {
  const name = `lamplighter_bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(postgresBase, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(postgresBase);
  url.pathname = `/${name}`;
  const attachments = fs.mkdtempSync(path.join(os.tmpdir(), 'lamplighter-bench-attachments-'));
  const server = startServerProcess(
    { ADMIN_PASSWORD: adminPassword, DATABASE_URL: url.toString(), ATTACHMENT_DIR: attachments },
    await freePort(),
  );
  const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
  try {
    await waitUntilRunning(server, 120_000);
    const token = await signIn(server.port, adminPassword);
    const project = await call<{ id: number }>(server.port, '/remote/project/add', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'Bench city' }),
    });
    const [account] = await sql<{ id: number }[]>`select id from accounts where username = 'admin'`;
    await sql.unsafe(ticketsSql(account?.id ?? 1, project.id, tickets));
    const views: [string, string][] = [
      ['reference: GET /sys/user/info', '/sys/user/info'],
      ['tickets, no filter', '/remote/aftersale/list?pagenum=1&pagesize=20'],
      ['tickets, status processing', '/remote/aftersale/list?status=processing'],
      ['tickets, keyword "bridge"', '/remote/aftersale/list?keyword=bridge'],
    ];
    const loads: Load[] = [];
    for (const [view, apiPath] of views) {
      loads.push(await load(view, { port: server.port, token, apiPath }, { connections, duration }));
    }
    const ticket = await call<{ id: number }>(server.port, '/remote/aftersale/add', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        projectid: String(project.id),
        description: 'Bench upload',
        type: 'other',
      }),
    });
    const upload = await measureUploads(server, token, ticket.id);
    const machine = machineInfo();
    const day = machine.date.slice(0, 10);
    const resultsDir = path.join(here, 'results');
    fs.mkdirSync(resultsDir, { recursive: true });
    fs.writeFileSync(
      path.join(resultsDir, `after-sales-${day}.json`),
      `${JSON.stringify({ machine, tickets, connections, duration, loads, upload }, null, 2)}\n`,
    );
    const reference = loads[0]?.requestsPerSecond ?? 1;
    const markdown = [
      `# After-sales: the list over ${tickets.toLocaleString('en-US')} tickets, and 10 MB uploads (PostgreSQL)`,
      '',
      `Machine: ${describeMachine(machine)}; ${machine.date}.`,
      `${connections} connections, ${duration} s per view; the reference is the cheapest signed-in call of the same server.`,
      '',
      '| view | requests/s | of reference | p50 (ms) | p99 (ms) | non-2xx |',
      '|---|---|---|---|---|---|',
      ...loads.map(
        (l) =>
          `| ${l.view} | ${l.requestsPerSecond} | ${Math.round((l.requestsPerSecond / reference) * 100)} % | ${l.p50Ms} | ${l.p99Ms} | ${l.non2xx} |`,
      ),
      '',
      `Uploads: ${upload.uploads} × ${upload.megabytesEach} MB, ${upload.msEach} ms each; server RSS ${upload.rssBeforeMb} MB after a first upload, peak growth ${upload.rssGrowthMb} MB (sampled every 10 ms).`,
      '',
    ].join('\n');
    fs.writeFileSync(path.join(resultsDir, `after-sales-${day}.md`), markdown);
    console.log(markdown);
  } finally {
    await sql.end();
    await stopServerProcess(server);
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(attachments, { recursive: true, force: true });
  }
}

await main();

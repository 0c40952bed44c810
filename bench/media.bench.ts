// The media library's list over BENCH_MEDIA_FILES files (100,000) of one account tree on PostgreSQL
// (127.0.0.1:5432): each view with 20 connections for BENCH_DURATION seconds (10), against the
// cheapest signed-in call of the same server (GET /sys/user/info). Writes
// bench/results/media-<date>.{json,md}.

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import {
  freePort,
  startServerProcess,
  stopServerProcess,
  waitUntilRunning,
} from '../apps/server/src/test/server-process';
import { type Load, load, loadTable, signIn } from './http-load';
import { describeMachine, machineInfo } from './machine';

const here = path.dirname(fileURLToPath(import.meta.url));
const duration = Number(process.env.BENCH_DURATION ?? 10);
const files = Number(process.env.BENCH_MEDIA_FILES ?? 100_000);
const connections = 20;
const adminPassword = 'Bench#Lamp2026';
const postgresBase = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Files as uploads leave them: a kind in proportion (60 % images, 30 % videos, 10 % sounds), a
 * name of a few words, one of 40 folders or none, sizes and facts of their kind, a hash each.
 */
function filesSql(accountId: number): string {
  return `
    insert into media_files (account_id, name, folder, kind, format, content_type, size, hash, width, height,
      duration_ms, has_thumbnail, uploader_name, created_at)
    select ${accountId},
      (array['Harbour','Night market','Parade','Spring festival','Road works','Safety','Tram','Park'])[1 + i % 8]
        || ' ' || i || (array['.png','.jpg','.mp4','.mp3'])[1 + i % 4],
      case when i % 5 = 0 then '' else 'Folder ' || (i % 40) end,
      case when i % 10 < 6 then 'image' when i % 10 < 9 then 'video' else 'audio' end,
      case when i % 10 < 6 then 'png' when i % 10 < 9 then 'mp4' else 'mp3' end,
      case when i % 10 < 6 then 'image/png' when i % 10 < 9 then 'video/mp4' else 'audio/mpeg' end,
      10000 + (i * 7919) % 50000000,
      encode(sha256(('bench-media-' || i)::bytea), 'hex'),
      case when i % 10 < 9 then 1920 end, case when i % 10 < 9 then 1080 end,
      case when i % 10 >= 6 then 1000 * (5 + i % 300) end,
      i % 10 < 9, 'admin', now() - (i || ' seconds')::interval
    from generate_series(1, ${files}) as i;`;
}

async function main() {
  // BENCH_KEEP_DATABASE names a database to fill once and keep for the next runs.
  const kept = process.env.BENCH_KEEP_DATABASE;
  const name = kept ?? `lamplighter_bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(postgresBase, { max: 1, onnotice: () => {} });
  const exists = await admin`select 1 from pg_database where datname = ${name}`;
  if (exists.length === 0) await admin.unsafe(`create database ${name}`);
  const url = new URL(postgresBase);
  url.pathname = `/${name}`;
  const server = await startServerProcess(
    { ADMIN_PASSWORD: adminPassword, DATABASE_URL: url.toString() },
    await freePort(),
  );
  const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
  try {
    await waitUntilRunning(server, 120_000);
    const [account] = await sql<{ id: number }[]>`select id from accounts where username = 'admin'`;
    const filling = performance.now();
    // Null when an earlier run filled the kept database.
    let fillSeconds: number | null = null;
    const [{ held } = { held: 0 }] = await sql<
      { held: number }[]
    >`select count(*)::int as held from media_files`;
    if (held === 0) {
      await sql.unsafe(filesSql(account?.id ?? 1));
      await sql.unsafe('vacuum (analyze) media_files');
      fillSeconds = Math.round((performance.now() - filling) / 1000);
    }
    const token = await signIn(server.port, adminPassword);
    const views: [string, string][] = [
      ['reference: GET /sys/user/info', '/sys/user/info'],
      ['list, page 1 of 20', '/remote/media/list?pagenum=1&pagesize=20'],
      ['list, videos only, page 1', '/remote/media/list?pagenum=1&pagesize=20&kind=video'],
      ['list, one folder, page 1', '/remote/media/list?pagenum=1&pagesize=20&folder=Folder%207'],
      [
        'list, name contains "market 12", page 1',
        '/remote/media/list?pagenum=1&pagesize=20&keyword=market%2012',
      ],
      ['list, page 2,000 of 20', '/remote/media/list?pagenum=2000&pagesize=20'],
      ['folders with their counts', '/remote/media/folders'],
    ];
    const loads: Load[] = [];
    for (const [view, apiPath] of views) {
      loads.push(await load(view, { port: server.port, token, apiPath }, { connections, duration }));
    }
    const machine = machineInfo();
    const day = machine.date.slice(0, 10);
    const resultsDir = path.join(here, 'results');
    fs.mkdirSync(resultsDir, { recursive: true });
    fs.writeFileSync(
      path.join(resultsDir, `media-${day}.json`),
      `${JSON.stringify({ machine, files, connections, duration, fillSeconds, loads }, null, 2)}\n`,
    );
    const markdown = [
      `# The media library's list over ${files.toLocaleString('en-US')} files (PostgreSQL)`,
      '',
      `Machine: ${describeMachine(machine)}; ${machine.date}.`,
      `Data: ${files.toLocaleString('en-US')} files of one account (60 % images, 30 % videos, 10 % sounds, 40 folders), ${fillSeconds === null ? `filled by an earlier run into the kept database ${name}` : `filled by SQL in ${fillSeconds} s`}.`,
      'Target: the list p99 under 50 ms.',
      '',
      `${connections} connections, ${duration} s per view; the reference is the cheapest signed-in call of the same server.`,
      '',
      ...loadTable(loads),
      '',
    ].join('\n');
    fs.writeFileSync(path.join(resultsDir, `media-${day}.md`), markdown);
    console.log(markdown);
  } finally {
    await sql.end();
    await stopServerProcess(server);
    if (!kept) await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();

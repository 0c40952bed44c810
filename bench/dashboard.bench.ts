// The home dashboard at city scale, on PostgreSQL (127.0.0.1:5432): BENCH_DEVICES devices (100,000,
// the inventory benchmark's city), each light with its latest load power, BENCH_ENERGY_DAYS days
// (31) of energy highs (one row per light and day, hourly and daily as the ingest writes them), and 2,000 warnings of the last day. Measures
// the first (uncached) summary and energy calls — the energy's very first call, which sums every
// closed day per account, then, each on a restarted server, the first call once the days are summed
// and the first call of a new day (one day to sum) — then each call with 20 connections for
// BENCH_DURATION seconds (15) against the cheapest signed-in call of the same server
// (GET /sys/user/info). Writes bench/results/dashboard-<date>.{json,md}.

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
import { fleetSql, settleFleetSql } from './inventory-fleet';
import { describeMachine, machineInfo } from './machine';

const here = path.dirname(fileURLToPath(import.meta.url));
const duration = Number(process.env.BENCH_DURATION ?? 15);
const fleetSize = Number(process.env.BENCH_DEVICES ?? 100_000);
const energyDays = Number(process.env.BENCH_ENERGY_DAYS ?? 31);
const connections = 20;
const adminPassword = 'Bench#Lamp2026';
const postgresBase = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Latest load power of every light (a third of them off), the days' energy highs, a day of warnings. */
function telemetrySql(accountId: number): string {
  return `
    insert into telemetry_latest (device_id, key, ts, number_value)
      select id, 'loadPower', now(), case when id % 3 = 0 then 0 else 40 + id % 60 end from devices;
    insert into energy_hours (device_id, hour, consumed, generated, lighting_hours)
      select d.id, date_trunc('day', now()) - (n || ' days')::interval + interval '14 hours',
        200 + d.id % 300, 400 + d.id % 500, 8 + (d.id % 5)
      from devices d, generate_series(0, ${energyDays - 1}) as n;
    insert into energy_days (device_id, day, consumed, generated, lighting_hours)
      select device_id, ((hour at time zone 'UTC') + interval '480 minutes')::date, consumed, generated, lighting_hours
      from energy_hours;
    insert into warnings (account_id, device_id, device_code, kind, run_state, load_state, project_name, created_at)
      select ${accountId}, id, code, 'state', 3, 4, 'Bench district', now() - (id % 1440 || ' minutes')::interval
      from devices where id % 50 = 0;`;
}

/** Run on its own, after `telemetrySql` (VACUUM runs outside a transaction). */
const settleTelemetrySql = 'vacuum (analyze) telemetry_latest, energy_hours, energy_days, warnings';

async function timed(port: number, token: string, apiPath: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/prod-api${apiPath}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const answer = (await response.json()) as { status: number; message: string };
  if (answer.status !== 200) throw new Error(`${apiPath}: ${answer.message}`);
  return Math.round(performance.now() - started);
}

async function main() {
  const name = `lamplighter_bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(postgresBase, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(postgresBase);
  url.pathname = `/${name}`;
  const start = async () =>
    startServerProcess({ ADMIN_PASSWORD: adminPassword, DATABASE_URL: url.toString() }, await freePort());
  let server = await start();
  const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
  try {
    await waitUntilRunning(server, 120_000);
    const [account] = await sql<{ id: number }[]>`select id from accounts where username = 'admin'`;
    const filling = performance.now();
    await sql.unsafe(fleetSql(account?.id ?? 1, fleetSize));
    await sql.unsafe(settleFleetSql);
    await sql.unsafe(telemetrySql(account?.id ?? 1));
    await sql.unsafe(settleTelemetrySql);
    const fillSeconds = Math.round((performance.now() - filling) / 1000);
    let token = await signIn(server.port, adminPassword);
    const summaryPath = '/remote/dashboard/summary';
    const energyPath = '/remote/dashboard/energy?utcoffset=480';
    const summaryMs = await timed(server.port, token, summaryPath);
    const energyFirstEverMs = await timed(server.port, token, energyPath);
    /** A fresh server keeps no answer: its first call makes one. */
    const restarted = async () => {
      await stopServerProcess(server);
      server = await start();
      await waitUntilRunning(server, 120_000);
      token = await signIn(server.port, adminPassword);
    };
    await restarted();
    const energySummedMs = await timed(server.port, token, energyPath);
    await restarted();
    await sql`delete from energy_summed_days where day = (select max(day) from energy_summed_days)`;
    const energyNewDayMs = await timed(server.port, token, energyPath);
    const firstCalls = { summaryMs, energyFirstEverMs, energySummedMs, energyNewDayMs };
    const views: [string, string][] = [
      ['reference: GET /sys/user/info', '/sys/user/info'],
      ['dashboard summary', summaryPath],
      ['dashboard energy', energyPath],
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
      path.join(resultsDir, `dashboard-${day}.json`),
      `${JSON.stringify({ machine, fleetSize, energyDays, connections, duration, fillSeconds, firstCalls, loads }, null, 2)}\n`,
    );
    const markdown = [
      `# Home dashboard at ${fleetSize.toLocaleString('en-US')} devices (PostgreSQL)`,
      '',
      `Machine: ${describeMachine(machine)}; ${machine.date}.`,
      `Fleet: the inventory benchmark's city, every light with its latest load power, ${energyDays} days of energy highs (${(fleetSize * energyDays).toLocaleString('en-US')} rows), ${Math.floor(fleetSize / 50).toLocaleString('en-US')} warnings in the last 24 h; filled by SQL in ${fillSeconds} s.`,
      'Target: a complete dashboard under 1 s; each call p99 under 50 ms at 20 connections.',
      '',
      `First calls, nothing kept yet (the statements themselves): summary ${summaryMs} ms; energy ${energyFirstEverMs} ms the very first time (every closed day of the window summed per account, once after an upgrade), ${energySummedMs} ms once they are summed (a restarted server), ${energyNewDayMs} ms on the first call of a new day (one day to sum).`,
      '',
      `${connections} connections, ${duration} s per view; the reference is the cheapest signed-in call of the same server.`,
      '',
      ...loadTable(loads),
      '',
    ].join('\n');
    fs.writeFileSync(path.join(resultsDir, `dashboard-${day}.md`), markdown);
    console.log(markdown);
  } finally {
    await sql.end();
    await stopServerProcess(server);
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();

// The lamp lists' live values at city scale, on PostgreSQL (127.0.0.1:5432): BENCH_DEVICES devices
// (100,000, the inventory benchmark's city: a third each solar, mains and Bluetooth-matrix lamps),
// every lamp but one in 50 with the latest values its family reports (18 keys for a solar lamp, 10
// for the others) and when it was last heard. Measures the first call of each view (the statements
// themselves, nothing kept), then each view with 20 connections for BENCH_DURATION seconds (15):
// the solar list as it opens, sorted by battery charge, filtered by battery charge under 30,
// burning, sorted by the last report, a deep page — against the cheapest signed-in call of the
// same server (GET /sys/user/info); and
// the Excel export of the solar lamps under 30 % in that order. Writes
// bench/results/lamp-values-<date>.{json,md}.

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
const connections = 20;
const adminPassword = 'Bench#Lamp2026';
const postgresBase = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const solarKeys = [
  'batteryVoltage',
  'batterySoc',
  'chargeCurrent',
  'batteryTemperature',
  'pvVoltage',
  'pvPower',
  'loadVoltage',
  'loadCurrent',
  'loadPower',
  'brightness',
  'energyConsumedToday',
  'energyGeneratedToday',
  'temperature',
  'runState',
  'loadState',
  'batteryState',
  'signalStrength',
  'lightingHoursToday',
];
const lampKeys = solarKeys.filter((key) => !/^(battery|pv|charge|energyGenerated)/.test(key));
const keyList = (keys: string[]) => `array[${keys.map((key) => `'${key}'`).join(', ')}]`;

/**
 * What every lamp reported last, heard within the last day; one in 50 has never reported. A third
 * of the lamps are out (load power 0); battery charge spreads evenly over 0 to 100.
 */
const telemetrySql = `
  insert into telemetry_latest (device_id, key, ts, number_value)
    select d.id, k.key, now() - ((d.id * 7919) % 86400) * interval '1 second',
      case k.key
        when 'batterySoc' then (d.id * 37) % 101
        when 'batteryVoltage' then 11 + ((d.id * 13) % 30) / 10.0
        when 'pvPower' then (d.id * 17) % 120
        when 'loadPower' then case when d.id % 3 = 0 then 0 else 20 + d.id % 80 end
        when 'brightness' then case when d.id % 3 = 0 then 0 else 30 + d.id % 71 end
        when 'energyConsumedToday' then (d.id * 29) % 900
        else d.id % 100
      end
    from devices d,
      unnest(case d.type_id when 1 then ${keyList(solarKeys)} else ${keyList(lampKeys)} end) as k(key)
    where d.type_id in (1, 2, 3) and d.id % 50 <> 7;
  insert into device_presence (device_id, last_seen_at, offline_at)
    select device_id, max(ts), now() + interval '1 day' from telemetry_latest group by device_id;`;

/** Run on its own, after `telemetrySql` (VACUUM runs outside a transaction). */
const settleTelemetrySql = 'vacuum (analyze) telemetry_latest, device_presence';

const list = (query: string) => `/remote/device/list?pagesize=20&${query}`;
const views: [string, string][] = [
  ['reference: GET /sys/user/info', '/sys/user/info'],
  ['solar, newest first (no value filter or order)', list('devicetype=1')],
  ['solar, by battery charge (low first)', list('devicetype=1&orderby=batterysoc&order=asc')],
  ['solar, battery charge under 30', list('devicetype=1&valuefield=batterysoc&valuemax=30')],
  [
    'solar, under 30, by battery charge',
    list('devicetype=1&valuefield=batterysoc&valuemax=30&orderby=batterysoc&order=asc'),
  ],
  ['mains, burning', list('devicetype=2&lampon=1')],
  ['mains, by last report', list('devicetype=2&orderby=reporttime')],
  ['solar, by battery charge, page 200', list('devicetype=1&orderby=batterysoc&order=asc&pagenum=200')],
];
const exportPath =
  '/remote/excel/exportDevices?devicetype=1&valuefield=batterysoc&valuemax=30&orderby=batterysoc&order=asc';

/** One call, timed to its last byte; anything but a 200 throws. */
async function timed(port: number, token: string, apiPath: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/prod-api${apiPath}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${apiPath}: ${Buffer.from(body).toString()}`);
  return { ms: Math.round(performance.now() - started), bytes: body.byteLength };
}

async function main() {
  const name = `lamplighter_bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(postgresBase, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(postgresBase);
  url.pathname = `/${name}`;
  const server = startServerProcess(
    { ADMIN_PASSWORD: adminPassword, DATABASE_URL: url.toString() },
    await freePort(),
  );
  const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
  try {
    await waitUntilRunning(server, 120_000);
    const [account] = await sql<{ id: number }[]>`select id from accounts where username = 'admin'`;
    const filling = performance.now();
    await sql.unsafe(fleetSql(account?.id ?? 1, fleetSize));
    await sql.unsafe(settleFleetSql);
    await sql.unsafe(telemetrySql);
    await sql.unsafe(settleTelemetrySql);
    const fillSeconds = Math.round((performance.now() - filling) / 1000);
    const [{ rows } = { rows: 0 }] = await sql<
      { rows: number }[]
    >`select count(*)::int as rows from telemetry_latest`;
    const token = await signIn(server.port, adminPassword);
    const firstCalls = [];
    for (const [view, apiPath] of views.slice(1))
      firstCalls.push({ view, ms: (await timed(server.port, token, apiPath)).ms });
    const loads: Load[] = [];
    for (const [view, apiPath] of views)
      loads.push(await load(view, { port: server.port, token, apiPath }, { connections, duration }));
    const exported = await timed(server.port, token, exportPath);

    const machine = machineInfo();
    const day = machine.date.slice(0, 10);
    const resultsDir = path.join(here, 'results');
    fs.mkdirSync(resultsDir, { recursive: true });
    fs.writeFileSync(
      path.join(resultsDir, `lamp-values-${day}.json`),
      `${JSON.stringify({ machine, fleetSize, latestRows: rows, connections, duration, fillSeconds, firstCalls, loads, exported }, null, 2)}\n`,
    );
    const markdown = [
      `# Lamp lists by their live values at ${fleetSize.toLocaleString('en-US')} devices (PostgreSQL)`,
      '',
      `Machine: ${describeMachine(machine)}; ${machine.date}.`,
      `Fleet: the inventory benchmark's city (a third each solar, mains and Bluetooth-matrix lamps); every lamp but one in 50 with its latest values (${rows.toLocaleString('en-US')} rows of telemetry_latest) and its last report; filled by SQL in ${fillSeconds} s.`,
      'Target: each view p99 under 50 ms at 20 connections.',
      '',
      `First calls, nothing kept yet (the count and the page): ${firstCalls.map((call) => `${call.view} ${call.ms} ms`).join('; ')}.`,
      '',
      `${connections} connections, ${duration} s per view, page size 20; the reference is the cheapest signed-in call of the same server.`,
      '',
      ...loadTable(loads),
      '',
      `Excel export of the solar lamps under 30 %, by battery charge (one call): ${exported.ms} ms, ${Math.round(exported.bytes / 1024)} kB.`,
      '',
    ].join('\n');
    fs.writeFileSync(path.join(resultsDir, `lamp-values-${day}.md`), markdown);
    console.log(markdown);
  } finally {
    await sql.end();
    await stopServerProcess(server);
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();

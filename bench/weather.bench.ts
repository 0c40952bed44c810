// Weather analytics at scale, on PostgreSQL (127.0.0.1:5432): BENCH_STATIONS weather stations (100),
// each with a year of 10-minute readings of every weather reading, as the ingest keeps them (the hourly
// lowest, highest and sum of each reading, and the same per day, made by SQL from the same 10-minute
// readings) and the last day's readings themselves. Measures each analytics call with 20 connections for BENCH_DURATION
// seconds (15) against the cheapest signed-in call of the same server (GET /sys/user/info). Writes
// bench/results/weather-<date>.{json,md}.

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { trendKeys } from '@lamplighter/contract';
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
const duration = Number(process.env.BENCH_DURATION ?? 15);
const stations = Number(process.env.BENCH_STATIONS ?? 100);
const days = 365;
const connections = 20;
const adminPassword = 'Bench#Lamp2026';
const postgresBase = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const keyList = trendKeys.map((key) => `'${key}'`).join(', ');

/**
 * A reading of station `d`, key number `k`, at time `t`: a daily and a yearly swing around a level of
 * its own, so that every hour and day differs.
 */
const reading = `(50 + 20 * sin(extract(epoch from t) / 86400 * 2 * pi()) + 10 * sin(extract(epoch from t) / 31557600 * 2 * pi()) + d.id % 7 + k)`;

function stationsSql(accountId: number): string {
  return `
    insert into projects (account_id, name, province, city) values (${accountId}, 'Bench weather', '浙江省', 'Hangzhou');
    insert into devices (code, name, type_id, account_id, project_id, longitude, latitude, run_state, token_hash, token_hint)
      select 'BW-' || lpad(i::text, 4, '0'), 'Station ' || i, 9, ${accountId},
        (select id from projects where name = 'Bench weather'), 120.0 + i * 0.005, 30.2 + i * 0.002, 1,
        md5('bench-weather' || i), right(md5('bench-weather' || i), 4)
      from generate_series(1, ${stations}) as i;`;
}

/** The hours of a year of 10-minute readings, station by station (one statement each keeps memory low). */
function hoursSql(stationId: number): string {
  return `
    insert into weather_hours (device_id, key, hour, min, max, sum, count)
    select d.id, keys.key, date_trunc('hour', t), min(v), max(v), sum(v), count(*)
    from devices d, unnest(array[${keyList}]) with ordinality as keys(key, k),
      generate_series(date_trunc('day', now()) - interval '${days} days', now(), interval '10 minutes') as t,
      lateral (select ${reading} as v) as r
    where d.id = ${stationId}
    group by 1, 2, 3
    order by 1, 2, 3;`;
}

/** The days of the same readings on the China clock, as the ingest writes them beside the hours. */
const daysSql = `
  insert into weather_days (device_id, key, day, min, max, sum, count)
  select device_id, key, ((hour at time zone 'UTC') + interval '480 minutes')::date, min(min), max(max), sum(sum), sum(count)
  from weather_hours group by 1, 2, 3;`;

/** The monthly history partitions the last day's readings fall in, as the ingest would make them. */
function partitionsSql(): string {
  const now = Date.now();
  const months = new Set([now - 86_400_000, now].map((ms) => new Date(ms).toISOString().slice(0, 7)));
  return [...months]
    .map((month) => {
      const [year, number] = month.split('-').map(Number) as [number, number];
      const from = new Date(Date.UTC(year, number - 1, 1)).toISOString();
      const to = new Date(Date.UTC(year, number, 1)).toISOString();
      const table = `telemetry_history_p${year}_${String(number).padStart(2, '0')}`;
      return `create table if not exists ${table} partition of telemetry_history for values from ('${from}') to ('${to}');`;
    })
    .join('\n');
}

/** The last day's 10-minute readings themselves (the day view draws each one). */
const lastDaySql = `
  insert into telemetry_history (device_id, key, ts, number_value)
  select d.id, keys.key, t, ${reading}
  from devices d, unnest(array[${keyList}]) with ordinality as keys(key, k),
    generate_series(date_trunc('day', now()) - interval '1 day', now(), interval '10 minutes') as t
  where d.type_id = 9;`;

async function main() {
  // BENCH_KEEP_DATABASE names a database to fill once and keep for the next runs (the fill is slow).
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
    // Null when the data was filled by an earlier run into a kept database.
    let fillSeconds: number | null = null;
    const stationIds = async () =>
      (await sql<{ id: number }[]>`select id from devices where type_id = 9 order by id`).map((r) => r.id);
    if ((await stationIds()).length === 0) {
      await sql.unsafe(stationsSql(account?.id ?? 1));
      for (const id of await stationIds()) await sql.unsafe(hoursSql(id));
      await sql.unsafe(daysSql);
      await sql.unsafe(partitionsSql());
      await sql.unsafe(lastDaySql);
      await sql.unsafe('vacuum (analyze) devices, weather_hours, weather_days, telemetry_history');
      fillSeconds = Math.round((performance.now() - filling) / 1000);
    }
    const ids = await stationIds();
    const [{ rows } = { rows: 0 }] = await sql<
      { rows: number }[]
    >`select count(*)::int as rows from weather_hours`;
    const token = await signIn(server.port, adminPassword);
    const some = (n: number) =>
      ids
        .slice(0, n)
        .map((id) => `deviceids=${id}`)
        .join('&');
    const trend = (n: number, period: string, key = 'temperature') =>
      `/remote/weather/trend?${some(n)}&key=${key}&period=${period}&utcoffset=480`;
    const views: [string, string][] = [
      ['reference: GET /sys/user/info', '/sys/user/info'],
      ['trend, 1 station, a year (days)', trend(1, 'year')],
      ['trend, 8 stations, a year (days)', trend(8, 'year')],
      ['trend, 8 stations, a month (hours)', trend(8, 'month', 'windSpeed')],
      ['trend, 8 stations, a day (every reading)', trend(8, 'day', 'noise')],
      [
        'daily table, 8 stations, 30 days, page 1',
        `/remote/weather/daily?${some(8)}&key=rainfall&utcoffset=480`,
      ],
      ['overview of the 100 stations', '/remote/weather/overview?utcoffset=480'],
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
      path.join(resultsDir, `weather-${day}.json`),
      `${JSON.stringify({ machine, stations, days, hourRows: rows, connections, duration, fillSeconds, loads }, null, 2)}\n`,
    );
    const markdown = [
      `# Weather analytics over a year of 10-minute readings of ${stations} stations (PostgreSQL)`,
      '',
      `Machine: ${describeMachine(machine)}; ${machine.date}.`,
      `Data: ${stations} stations × ${trendKeys.length} readings × ${days} days of 10-minute readings, kept as the ingest keeps them: ${rows.toLocaleString('en-US')} hourly rows, and the last day's readings themselves; ${fillSeconds === null ? `filled by an earlier run into the kept database ${name}` : `filled by SQL in ${fillSeconds} s`}.`,
      'Target: each analytics call p99 under 200 ms.',
      '',
      `${connections} connections, ${duration} s per view; the reference is the cheapest signed-in call of the same server.`,
      '',
      ...loadTable(loads),
      '',
    ].join('\n');
    fs.writeFileSync(path.join(resultsDir, `weather-${day}.md`), markdown);
    console.log(markdown);
  } finally {
    await sql.end();
    await stopServerProcess(server);
    if (!kept) await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();

// Measures the warning monitor in the platform process, on the embedded store and on PostgreSQL
// (when it answers on 127.0.0.1:5432): how many reporting devices a second it evaluates (latest
// readings, presence, rules, episodes) when the ingest hands it batches of 1,000, and how long one
// offline sweep of 5,000 devices takes. Writes bench/results/warnings-<date>.{json,md}.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { addProject } from '../apps/server/src/test/inventory-fixture';
import { insertDevices } from '../apps/server/src/test/telemetry-fixture';
import { ADMIN_PASSWORD, startTestApp } from '../apps/server/src/test/test-app';
import { describeMachine, machineInfo } from './machine';

const here = path.dirname(fileURLToPath(import.meta.url));
const DEVICES = 20_000;
const BATCH = 1000;
const ROUNDS = 3;
const postgresBase = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Measurement {
  store: string;
  devicesPerSecond: number;
  sweepMs: number;
}

async function measure(store: 'pglite' | 'postgres'): Promise<Measurement> {
  process.env.TEST_STORE = store;
  process.env.TEST_DATABASE_URL = postgresBase;
  let clock = Date.parse('2026-11-22T16:00:00Z');
  const t = await startTestApp({}, { now: () => clock });
  try {
    const admin = await t.signIn('admin', ADMIN_PASSWORD);
    const project = await addProject(t, admin);
    const ids = (await insertDevices(t.store, { accountId: 1, projectId: project.id }, DEVICES)).map(
      (device) => device.deviceId,
    );
    // Lights in Shenzhen at night, burning, one in ten with a fault: every rule has work.
    await t.store.db.execute(sql`update devices set longitude = 114.06, latitude = 22.54, lamp_power = 60
      where id = any(${`{${ids.join(',')}}`}::int[])`);
    await t.store.db.execute(sql`insert into telemetry_latest (device_id, key, ts, number_value)
      select id, k, now(), case when k = 'runState' then (case when id % 10 = 0 then 3 else 1 end)
        when k = 'loadPower' then 55 when k = 'batterySoc' then 90 else 1 end
      from unnest(${`{${ids.join(',')}}`}::int[]) id,
        unnest('{runState,loadState,batteryState,loadPower,batterySoc}'::text[]) k`);
    // A first round opens the episodes and the presence rows; the measured ones find them open.
    const round = async () => {
      for (let at = 0; at < ids.length; at += BATCH) t.monitor.committed(ids.slice(at, at + BATCH), clock);
      await t.monitor.settled();
    };
    await round();
    const start = performance.now();
    for (let i = 0; i < ROUNDS; i++) {
      clock += 60_000;
      await round();
    }
    const seconds = (performance.now() - start) / 1000;
    clock += 3_600_000;
    const sweepStart = performance.now();
    await t.monitor.sweep();
    const sweepMs = Math.round(performance.now() - sweepStart);
    return { store, devicesPerSecond: Math.round((ROUNDS * DEVICES) / seconds), sweepMs };
  } finally {
    await t.close();
  }
}

async function postgresAnswers(): Promise<boolean> {
  const postgres = (await import('postgres')).default;
  const probe = postgres(postgresBase, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await probe`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await probe.end();
  }
}

async function main() {
  const results = [await measure('pglite')];
  if (await postgresAnswers()) results.push(await measure('postgres'));
  const machine = machineInfo();
  const day = machine.date.slice(0, 10);
  const resultsDir = path.join(here, 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(
    path.join(resultsDir, `warnings-${day}.json`),
    `${JSON.stringify({ machine, devices: DEVICES, batch: BATCH, rounds: ROUNDS, results }, null, 2)}\n`,
  );
  const markdown = [
    `# Warning monitor: ${DEVICES.toLocaleString('en-US')} reporting devices in batches of ${BATCH}`,
    '',
    `Machine: ${describeMachine(machine)}; ${machine.date}.`,
    'Devices evaluated per second: latest readings, presence (offline back to reported), rules and',
    'open episodes, in the platform process, after the warm-up round that opened the episodes.',
    'Sweep: one offline sweep statement taking 5,000 silent devices and opening their warnings.',
    '',
    '| store | devices evaluated/s | one sweep of 5,000 (ms) |',
    '|---|---|---|',
    ...results.map((r) => `| ${r.store} | ${r.devicesPerSecond} | ${r.sweepMs} |`),
    '',
  ].join('\n');
  fs.writeFileSync(path.join(resultsDir, `warnings-${day}.md`), markdown);
  console.log(markdown);
}

await main();

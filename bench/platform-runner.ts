// The platform in a process of its own for the device benches, built as `npm start` builds it
// (buildPlatform, migrations, the MQTT port) on the store of DATABASE_URL or DATA_DIR, with
// --expose-gc. It reports `{ready, mqttPort}` over IPC, then answers:
//   {devices, count}   adds `count` bench devices (tokens `bench-token-<n>`) in one statement, in one project
//   {memory}           heap and RSS after a full GC
//   {rows}             telemetry history rows stored
//   {send, method}     sends one command to every bench device through the device broker
//   {databasePids}     the PostgreSQL server processes of its connections (none on PGlite)
// and stops on {stop}.

import { DEVICE_TYPE } from '@lamplighter/contract';
import { sql } from 'drizzle-orm';
import { buildPlatform } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openStore } from '../apps/server/src/db/client';
import { migrate } from '../apps/server/src/db/migrate';
import { benchDevicesSql } from './bench-devices';
import { BENCH_TOKEN_PREFIX, type RunnerRequest } from './runner-platform';

const config = loadConfig({ ...process.env, SIMULATOR: 'off' });
const store = await openStore(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir },
);
await migrate(store);
const { app, deviceBroker } = await buildPlatform({ config, store, listenMqtt: true, logLevel: 'warn' });
await app.listen({ port: config.port, host: config.host });
let deviceIds: number[] = [];

const gc = (globalThis as { gc?: () => void }).gc;

async function rowsOf<T>(text: string): Promise<T[]> {
  // PGlite answers {rows}, postgres.js the rows themselves.
  const result = (await store.db.execute(sql.raw(text))) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

async function addDevices(count: number): Promise<number[]> {
  await store.execute(
    benchDevicesSql({
      project: 'Bench device API',
      count,
      typeId: DEVICE_TYPE.solarLight,
      code: 'BD',
      name: 'Bench lamp',
      tokenPrefix: BENCH_TOKEN_PREFIX,
    }),
  );
  const rows = await rowsOf<{ id: number }>(`select id from devices where code like 'BD-%' order by code`);
  return rows.map((row) => row.id);
}

async function answer(request: RunnerRequest): Promise<unknown> {
  switch (request.type) {
    case 'devices': {
      deviceIds = await addDevices(request.count);
      const [project] = await rowsOf<{ id: number }>(
        `select id from projects where name = 'Bench device API'`,
      );
      return { count: deviceIds.length, projectId: project?.id };
    }
    case 'memory':
      for (let i = 0; i < 3; i++) gc?.();
      return process.memoryUsage();
    case 'rows': {
      const [row] = await rowsOf<{ n: number }>('select count(*)::int as n from telemetry_history');
      return { rows: row?.n ?? 0 };
    }
    case 'send': {
      const sentAt = Date.now();
      await Promise.all(
        deviceIds.map((id, n) =>
          deviceBroker.send(id, `rpc/request/${n + 1}`, { method: request.method, params: { on: true } }),
        ),
      );
      return { sentAt, sendMs: Date.now() - sentAt };
    }
    case 'databasePids': {
      if (store.kind !== 'postgres') return { pids: [] };
      const rows = await rowsOf<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database()',
      );
      return { pids: rows.map((row) => row.pid) };
    }
    case 'stop':
      await app.close();
      await store.close();
      setImmediate(() => process.exit(0));
      return {};
  }
}

process.on('message', (request: RunnerRequest) => {
  answer(request).then(
    (result) => process.send?.({ type: request.type, ...(result as object) }),
    (error: Error) => process.send?.({ type: 'error', message: error.message }),
  );
});
process.send?.({ type: 'ready', mqttPort: deviceBroker.port });

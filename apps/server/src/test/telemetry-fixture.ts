import { asc, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import type { Store } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { DevicesRepository } from '../modules/devices/devices.repository';
import { HistoryPartitions } from '../modules/telemetry/history-partitions';
import { TelemetryRepository } from '../modules/telemetry/telemetry.repository';
import { telemetryHistory } from '../modules/telemetry/telemetry.table';
import {
  DEFAULT_INGEST_SETTINGS,
  type IngestSettings,
  TelemetryIngest,
} from '../modules/telemetry/telemetry-ingest';
import type { DeviceIdentity } from '../transport/device-messages';

let serial = 0;

/**
 * Adds `count` solar lights to a project straight in the database (the device API only needs
 * them to exist), and answers them as the transports know them.
 */
export async function insertDevices(
  store: Store,
  owner: { accountId: number; projectId: number },
  count: number,
): Promise<DeviceIdentity[]> {
  serial += 1;
  const prefix = `TL-${process.pid % 10_000}-${serial}-`;
  const rows = rowsOf<{ id: number; code: string }>(
    await store.db.execute(sql`
      insert into devices (code, name, type_id, account_id, project_id, token_hash, token_hint)
      select ${prefix} || i, 'Lamp ' || i, 1, ${owner.accountId}, ${owner.projectId}, md5(${prefix} || i), 'hint'
      from generate_series(1, ${count}::int) as i
      returning id, code`),
  );
  return rows
    .map((row) => ({ deviceId: row.id, code: row.code, accountId: owner.accountId, typeId: 1 }))
    .sort((a, b) => a.deviceId - b.deviceId);
}

export interface TestIngest {
  ingest: TelemetryIngest;
  repository: TelemetryRepository;
  partitions: HistoryPartitions;
}

/** A real ingest on the store, with the devices' run states going to their table as in the app. */
export function startIngest(
  store: Store,
  options: { settings?: Partial<IngestSettings>; now?: () => number; log?: FastifyBaseLogger } = {},
): TestIngest {
  const repository = new TelemetryRepository(store.db);
  const partitions = new HistoryPartitions(store.db);
  const devices = new DevicesRepository(store.db);
  const ingest = new TelemetryIngest(
    repository,
    partitions,
    { setRunStates: async (states) => void (await devices.setRunStates(states)) },
    options.log ?? pino({ level: 'silent' }),
    {
      ...DEFAULT_INGEST_SETTINGS,
      retentionDays: 400,
      concurrency: store.kind === 'pglite' ? 1 : DEFAULT_INGEST_SETTINGS.concurrency,
      ...options.settings,
    },
    options.now,
  );
  return { ingest, repository, partitions };
}

/** The stored history of some devices, oldest first. */
export async function historyOf(store: Store, deviceIds: number[]) {
  const h = telemetryHistory;
  return store.db
    .select()
    .from(h)
    .where(inArray(h.deviceId, deviceIds))
    .orderBy(asc(h.ts), asc(h.deviceId), asc(h.key));
}

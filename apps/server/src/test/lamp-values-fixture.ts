import type { Store } from '../db/client';
import { devicePresence } from '../modules/devices/devices.table';
import { telemetryLatest } from '../modules/telemetry/telemetry.table';

/**
 * What a device reported last, straight into the latest values and its presence as the ingest
 * leaves them: `values` by telemetry key, heard at `heard` (an ISO time).
 */
export async function reportedLatest(
  store: Store,
  deviceId: number,
  values: Record<string, number>,
  heard: string,
): Promise<void> {
  const ts = new Date(heard);
  await store.db
    .insert(telemetryLatest)
    .values(Object.entries(values).map(([key, numberValue]) => ({ deviceId, key, ts, numberValue })));
  await store.db.insert(devicePresence).values({ deviceId, lastSeenAt: ts, offlineAt: ts });
}

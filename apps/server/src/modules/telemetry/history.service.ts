import { HISTORY_DEFAULT_RANGE_MS, type HistoryQuery, type HistorySeries } from '@lamplighter/contract';
import type { Caller } from '../../platform/caller';
import { fail } from '../../platform/errors';
import type { TelemetryRepository } from './telemetry.repository';

/** Finds a device of the caller's subtree by id or number, or fails with 404 (the devices module). */
export type DeviceLocator = (
  caller: Caller,
  key: { id?: number | undefined; devicecode?: string | undefined },
) => Promise<{ id: number; code: string }>;

/** Charts of one key of one device: the range averaged into buckets so that a year stays one answer. */
export class HistoryService {
  constructor(
    private readonly repository: TelemetryRepository,
    private readonly locate: DeviceLocator,
    private readonly now: () => number = Date.now,
  ) {}

  async series(caller: Caller, query: HistoryQuery): Promise<HistorySeries> {
    const device = await this.locate(caller, { id: query.deviceid, devicecode: query.devicecode });
    const to = query.to ?? this.now();
    const from = query.from ?? to - HISTORY_DEFAULT_RANGE_MS;
    if (from >= to) throw fail.invalidField('from', 'validation.timeRange');
    // Whole seconds, rounded up: never more buckets than points.
    const bucketMs = Math.ceil((to - from) / query.points / 1000) * 1000;
    const rows = await this.repository.buckets({
      deviceId: device.id,
      key: query.key,
      from: new Date(from),
      to: new Date(to),
      bucketMs,
    });
    return {
      devicecode: device.code,
      key: query.key,
      from: new Date(from).toISOString(),
      to: new Date(to).toISOString(),
      bucket: bucketMs,
      points: rows.map((row) => ({
        ts: new Date(row.at).toISOString(),
        value: row.value,
        min: row.min,
        max: row.max,
        count: row.count,
      })),
    };
  }
}

import type { DeviceLiveState } from '@lamplighter/contract';
import type { TelemetryRepository } from './telemetry.repository';
import { storedValue } from './telemetry-values';

/**
 * What a device reported last, for its detail. The devices module asks through this port and
 * never reads these tables itself; the caller's scope was checked by the devices module already.
 */
export class LiveStateService {
  constructor(private readonly repository: TelemetryRepository) {}

  /** The latest numbers of some keys and client attributes of many devices (for the warning rules). */
  numbersOf(deviceIds: number[], keys: readonly string[], clientKeys: readonly string[]) {
    return this.repository.numbers(deviceIds, keys, clientKeys);
  }

  async latestOf(deviceId: number): Promise<DeviceLiveState> {
    const [latest, attributes, rejections] = await Promise.all([
      this.repository.latest(deviceId),
      this.repository.attributes(deviceId, 'client'),
      this.repository.rejections(deviceId),
    ]);
    return {
      telemetry: latest.map((row) => ({ key: row.key, value: storedValue(row), ts: row.ts.toISOString() })),
      attributes: attributes.map((row) => ({
        key: row.key,
        value: storedValue(row),
        ts: row.updatedAt.toISOString(),
      })),
      ingest: {
        malformed: rejections?.malformed ?? 0,
        rejected: rejections?.rejected ?? 0,
        lastreason: rejections?.lastReason ?? '',
        lastproblemtime: rejections?.lastAt?.toISOString() ?? null,
      },
    };
  }
}

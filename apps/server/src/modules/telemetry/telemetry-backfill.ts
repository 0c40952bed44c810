import type { TelemetryMessage } from '../../transport/device-messages';
import type { HistoryPartitions } from './history-partitions';
import { acceptedTimes, telemetryRows } from './message-rows';
import type { TelemetryRepository } from './telemetry.repository';
import { collectBatch } from './telemetry-batch';
import { DEFAULT_INGEST_SETTINGS } from './telemetry-ingest';

/** The past values of one device, as a device would send them. */
export interface PastTelemetry {
  deviceId: number;
  entries: TelemetryMessage['entries'];
}

/** What one write stored, and what it left out (values the ingest would refuse too). */
export interface BackfillCount {
  rows: number;
  refused: number;
}

/**
 * Writes the past of many devices at once (the demo's month): each value checked and typed as the
 * ingest checks a device's message, and written by the ingest's own statement, so that the history,
 * the hourly energy highs the statistics read and the latest values take it as live data. One
 * transaction per call; values already stored stay (a backfill that stopped half-way and runs again).
 * Nothing is announced: no run states, no warnings, no events for values of the past.
 */
export class TelemetryBackfill {
  constructor(
    private readonly repository: TelemetryRepository,
    private readonly partitions: HistoryPartitions,
    private readonly retentionDays: number,
    private readonly now: () => number = Date.now,
  ) {}

  async write(past: PastTelemetry[]): Promise<BackfillCount> {
    const times = acceptedTimes(this.now(), this.retentionDays, DEFAULT_INGEST_SETTINGS.clockToleranceMs);
    const parts = past.map((device) =>
      telemetryRows({ device: { deviceId: device.deviceId }, entries: device.entries }, times),
    );
    const batch = collectBatch(parts);
    if (batch.history.length > 0) {
      await this.partitions.ensure(batch.months);
      await this.repository.write(batch, this.now());
    }
    return {
      rows: batch.history.length,
      refused: parts.reduce((sum, part) => sum + part.problems.length, 0),
    };
  }
}

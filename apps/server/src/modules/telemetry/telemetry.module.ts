import type { ModuleParts } from '../../platform/module-parts';
import type { DevicesModule } from '../devices/devices.module';
import { historyRoutes } from './history.routes';
import { HistoryService } from './history.service';
import { HistoryExportService } from './history-export.service';
import { HistoryPartitions } from './history-partitions';
import { LiveStateService } from './live-state.service';
import { TelemetryRepository } from './telemetry.repository';
import { DEFAULT_INGEST_SETTINGS, TelemetryIngest } from './telemetry-ingest';
import { TelemetryReportsRepository } from './telemetry-reports.repository';

export type { EnergyTotals, EnergyUnit } from './telemetry-reports.repository';

import { TelemetryUpkeep } from './telemetry-upkeep';

/** What other modules and the device transports use of the device data. */
export interface TelemetryModule {
  /** Where the device transports hand what devices send (see transport/device-messages.ts). */
  ingest: TelemetryIngest;
  /** What each device reported last. */
  liveState: LiveStateService;
  /** Energy used per device and period, for the statistics. */
  energy: TelemetryReportsRepository['energy'];
  /**
   * Keeps other device records (proof of play) as long as the history: the daily upkeep hands
   * `drop` the start of the oldest month it keeps.
   */
  keepWithHistory(drop: (cutoff: Date) => Promise<void>): void;
}

/**
 * Device data: the ingest stores what devices send and hands on their run states; the upkeep keeps
 * the history's monthly partitions and its retention; the history and its export read it back.
 */
export async function telemetryModule(
  { app, db, storeKind, config, log, resolve, sweepLease, now }: ModuleParts,
  { devices }: { devices: DevicesModule },
): Promise<TelemetryModule> {
  const repository = new TelemetryRepository(db);
  const partitions = new HistoryPartitions(db);
  const ingest = new TelemetryIngest(
    repository,
    partitions,
    { setRunStates: (states) => devices.presence.reported(states) },
    log,
    {
      ...DEFAULT_INGEST_SETTINGS,
      retentionDays: config.telemetryRetentionDays,
      // The embedded store has one connection: a second batch would only wait for it.
      concurrency: storeKind === 'pglite' ? 1 : DEFAULT_INGEST_SETTINGS.concurrency,
    },
    now,
  );
  const reports = new TelemetryReportsRepository(db);
  const kept: ((cutoff: Date) => Promise<void>)[] = [(cutoff) => reports.dropEnergyBefore(cutoff)];
  const upkeep = new TelemetryUpkeep(partitions, config.telemetryRetentionDays, log, now, {
    dropBefore: async (cutoff) => {
      for (const drop of kept) await drop(cutoff);
    },
  });
  await upkeep.start(sweepLease);
  app.addHook('onClose', async () => {
    upkeep.stop();
    await ingest.close();
  });

  const locate = devices.devices.locate.bind(devices.devices);
  historyRoutes(
    app,
    resolve,
    new HistoryService(repository, locate, now),
    new HistoryExportService(reports, locate, now),
  );
  return {
    ingest,
    liveState: new LiveStateService(repository),
    energy: (query) => reports.energy(query),
    keepWithHistory: (drop) => kept.push(drop),
  };
}

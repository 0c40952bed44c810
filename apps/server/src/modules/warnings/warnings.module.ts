import type { ModuleParts } from '../../platform/module-parts';
import type { DevicesModule } from '../devices/devices.module';
import type { TelemetryModule } from '../telemetry/telemetry.module';
import type { WeatherModule } from '../weather/weather.module';
import { collectReadings, WarningMonitor } from './warning-monitor';
import { READING_KEYS } from './warning-rules';
import { WarningsRepository } from './warnings.repository';
import { warningRoutes } from './warnings.routes';
import { WarningsService } from './warnings.service';

/**
 * Warnings: the rules run after each commit of device data, the offline rule after each sweep for
 * silent devices; answers the monitor that applies them.
 */
export function warningsModule(
  { app, db, config, log, events, resolve, sweepLease, now }: ModuleParts,
  uses: { devices: DevicesModule; telemetry: TelemetryModule; weather: WeatherModule },
): WarningMonitor {
  const { presence } = uses.devices;
  const { ingest, liveState } = uses.telemetry;
  const repository = new WarningsRepository(db);
  const monitor = new WarningMonitor(
    {
      readings: async (ids) =>
        collectReadings(await liveState.numbersOf(ids, READING_KEYS, ['reportInterval'])),
      heard: (heard, at) => presence.heard(heard, at),
      weatherRules: (projectIds) => uses.weather.rulesOf(projectIds),
      sweep: (at) => presence.sweep(at),
      publish: (accountId, data) => events.publish({ type: 'warning', accountId, data }),
      publishReport: (accountId, deviceids) =>
        events.publish({ type: 'report', accountId, data: { deviceids } }),
      publishLamps: (accountId, counts) => events.publish({ type: 'lamps', accountId, data: counts }),
    },
    repository,
    log,
    now,
  );
  ingest.onCommitted((report) =>
    monitor.committed(
      report.devices.map((device) => device.deviceId),
      report.at,
    ),
  );
  monitor.start(config.presence.sweepMs, sweepLease);
  // The rules run on what the ingest still commits as it closes: it is drained first.
  app.addHook('onClose', async () => {
    await ingest.close();
    await monitor.stop();
  });
  warningRoutes(app, resolve, new WarningsService(repository));
  return monitor;
}

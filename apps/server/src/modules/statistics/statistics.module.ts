import type { ModuleParts } from '../../platform/module-parts';
import type { DevicesModule } from '../devices/devices.module';
import type { TelemetryModule } from '../telemetry/telemetry.module';
import { statisticsRoutes } from './statistics.routes';
import { StatisticsService } from './statistics.service';

/** Energy statistics of the lights, read from the device data. */
export function statisticsModule(
  { app, resolve, now }: ModuleParts,
  uses: { devices: DevicesModule; telemetry: TelemetryModule },
): void {
  const { devices } = uses.devices;
  const statistics = new StatisticsService(
    {
      lights: (caller, filter) => devices.listAll(caller, filter),
      locate: (caller, key) => devices.locate(caller, key),
      energy: (query) => uses.telemetry.energy(query),
    },
    now,
  );
  statisticsRoutes(app, resolve, statistics);
}

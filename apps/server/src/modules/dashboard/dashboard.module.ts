import type { ModuleParts } from '../../platform/module-parts';
import type { DevicesModule } from '../devices/devices.module';
import { DashboardRepository } from './dashboard.repository';
import { dashboardRoutes } from './dashboard.routes';
import { DashboardService } from './dashboard.service';
import { DashboardEnergyRepository } from './dashboard-energy.repository';
import { EnergySumsRepository } from './energy-sums.repository';

/** The events after which the home page's summary is made again. */
const CHANGES = new Set(['device-state', 'warning', 'command', 'lamps']);

/** The home page: a few aggregated reads of the caller's subtree, made again as devices change. */
export function dashboardModule(
  { app, db, events, resolve, now }: ModuleParts,
  { devices }: { devices: DevicesModule },
): void {
  const dashboard = new DashboardService(
    new DashboardRepository(db),
    new DashboardEnergyRepository(db),
    new EnergySumsRepository(db),
    () => devices.devices.today(),
    now,
  );
  const unsubscribe = events.subscribe((event) => {
    if (CHANGES.has(event.type)) dashboard.devicesChanged();
  });
  app.addHook('onClose', async () => unsubscribe());
  dashboardRoutes(app, resolve, dashboard);
}

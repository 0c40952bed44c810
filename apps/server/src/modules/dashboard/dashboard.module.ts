import type { ModuleParts } from '../../platform/module-parts';
import type { DevicesModule } from '../devices/devices.module';
import { DashboardRepository } from './dashboard.repository';
import { dashboardRoutes } from './dashboard.routes';
import { DashboardService } from './dashboard.service';
import { DashboardEnergyRepository } from './dashboard-energy.repository';
import { EnergySumsRepository } from './energy-sums.repository';
import { WallRepository } from './wall.repository';
import { wallRoutes } from './wall.routes';
import { WallService } from './wall.service';

/** The events after which the home page's summary is made again. */
const CHANGES = new Set(['device-state', 'warning', 'command', 'lamps']);

/**
 * The home page and the monitoring wall: a few aggregated reads of the caller's subtree, made
 * again as devices change.
 */
export function dashboardModule(
  { app, db, events, resolve, now }: ModuleParts,
  { devices }: { devices: DevicesModule },
): void {
  const energy = new DashboardEnergyRepository(db);
  const energySums = new EnergySumsRepository(db);
  const dashboard = new DashboardService(
    new DashboardRepository(db),
    energy,
    energySums,
    () => devices.devices.today(),
    now,
  );
  const wall = new WallService(new WallRepository(db), energy, energySums, now);
  const unsubscribe = events.subscribe((event) => {
    if (!CHANGES.has(event.type)) return;
    dashboard.devicesChanged();
    wall.devicesChanged();
  });
  app.addHook('onClose', async () => unsubscribe());
  dashboardRoutes(app, resolve, dashboard);
  wallRoutes(app, resolve, wall);
}

import type { ModuleParts } from '../../platform/module-parts';
import type { DevicesModule } from '../devices/devices.module';
import { LoopCircuitsRepository } from './loop-circuits.repository';
import { loopControllerRoutes } from './loop-controllers.routes';
import { LoopControllersService } from './loop-controllers.service';

/** Loop controllers: devices whose circuits feed lights. */
export function loopControllersModule(
  { app, db, audit, resolve }: ModuleParts,
  { devices }: { devices: DevicesModule },
): LoopControllersService {
  const controllers = new LoopControllersService(
    devices.devices,
    devices.families,
    new LoopCircuitsRepository(db),
    audit,
  );
  // A controller whose circuits feed lights is neither deleted nor made another family.
  devices.devices.checkRemoval((leaving) => controllers.assertFeedsNone(leaving));
  loopControllerRoutes(app, resolve, controllers);
  return controllers;
}

import type { Caller } from '../../platform/caller';
import { ApiError } from '../../platform/errors';
import type { ModuleParts } from '../../platform/module-parts';
import type { DevicesModule } from '../devices/devices.module';
import { WallLayoutsRepository } from './wall-layouts.repository';
import { wallLayoutRoutes } from './wall-layouts.routes';
import { WallLayoutsService } from './wall-layouts.service';

/** The custom wall's layouts, saved per account and shared down the account tree. */
export function wallLayoutsModule(
  { app, db, audit, resolve }: ModuleParts,
  { devices }: { devices: DevicesModule },
): void {
  const inScope = (caller: Caller, id: number) =>
    devices.devices.locate(caller, { id }).then(
      () => true,
      (error: unknown) => {
        if (error instanceof ApiError && error.httpStatus === 404) return false;
        throw error;
      },
    );
  wallLayoutRoutes(app, resolve, new WallLayoutsService(new WallLayoutsRepository(db), inScope, audit));
}

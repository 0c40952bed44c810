import type { ModuleParts } from '../../platform/module-parts';
import type { AccountsModule } from '../accounts/accounts.module';
import type { DevicesModule } from '../devices/devices.module';
import { deviceBindingRoutes } from './device-binding.routes';
import { DEFAULT_BIND_LIMITS, DeviceBindingService } from './device-binding.service';
import { FactoryDevicesRepository } from './factory-devices.repository';
import { FactoryDevicesService } from './factory-devices.service';
import { ManufacturersRepository } from './manufacturers.repository';
import { factoryDeviceRoutes, manufacturerRoutes } from './manufacturers.routes';
import { ManufacturersService } from './manufacturers.service';

/** What other modules use of the manufacturers. */
export interface ManufacturersModule {
  /** The manufacturers the caller's devices may name, as options. */
  options: ManufacturersRepository['visibleOptions'];
}

/** Manufacturers, the devices they registered at the factory, and binding one to the inventory. */
export function manufacturersModule(
  { app, db, audit, resolve, now }: ModuleParts,
  uses: { accounts: AccountsModule; devices: DevicesModule },
): ManufacturersModule {
  const { devices } = uses.devices;
  const manufacturersRepository = new ManufacturersRepository(db);
  const factoryDevicesRepository = new FactoryDevicesRepository(db);
  const manufacturers = new ManufacturersService(
    manufacturersRepository,
    factoryDevicesRepository,
    (caller, id) => uses.accounts.inSubtree(caller, id),
    audit,
  );
  const factoryDevices = new FactoryDevicesService(
    factoryDevicesRepository,
    manufacturersRepository,
    (code) => devices.codeInUse(code),
    audit,
  );
  const binding = new DeviceBindingService(
    factoryDevicesRepository,
    devices,
    audit,
    DEFAULT_BIND_LIMITS,
    now,
  );
  manufacturerRoutes(app, resolve, manufacturers);
  factoryDeviceRoutes(app, resolve, factoryDevices);
  deviceBindingRoutes(app, resolve, binding);
  return { options: (caller) => manufacturersRepository.visibleOptions(caller) };
}

import { endpoints } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { type CallerResolver, registerEndpoint } from '../../platform/routes';
import type { FactoryDevicesService } from './factory-devices.service';
import type { ManufacturersService } from './manufacturers.service';

export function manufacturerRoutes(
  app: FastifyInstance,
  resolve: CallerResolver,
  manufacturers: ManufacturersService,
): void {
  const api = endpoints.manufacturer;
  registerEndpoint(app, resolve, api.list, async ({ caller, query }) => manufacturers.list(caller, query));
  registerEndpoint(app, resolve, api.add, async ({ caller, body, ip }) =>
    manufacturers.add(caller, body, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.update, async ({ caller, body, ip }) =>
    manufacturers.update(caller, body, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.delete, async ({ caller, query, ip }) =>
    manufacturers.delete(caller, query.ids, { caller, ip }),
  );
}

export function factoryDeviceRoutes(
  app: FastifyInstance,
  resolve: CallerResolver,
  factoryDevices: FactoryDevicesService,
): void {
  const api = endpoints.factoryDevice;
  registerEndpoint(app, resolve, api.manufacturers, async ({ caller }) =>
    factoryDevices.manufacturerOptions(caller),
  );
  registerEndpoint(app, resolve, api.list, async ({ caller, query }) => factoryDevices.list(caller, query));
  registerEndpoint(app, resolve, api.add, async ({ caller, body, ip }) =>
    factoryDevices.add(caller, body, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.update, async ({ caller, body, ip }) =>
    factoryDevices.update(caller, body, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.delete, async ({ caller, query, ip }) =>
    factoryDevices.delete(caller, query.ids, { caller, ip }),
  );
}

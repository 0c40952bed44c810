import { deviceEndpoints } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { type CallerResolver, registerEndpoint } from '../../platform/routes';
import type { DeviceBindingService } from './device-binding.service';

/** `POST /remote/device/bind`: of the device group in the contract, served by this module. */
export function deviceBindingRoutes(
  app: FastifyInstance,
  resolve: CallerResolver,
  binding: DeviceBindingService,
): void {
  registerEndpoint(app, resolve, deviceEndpoints.bind, async ({ caller, body, ip }) =>
    binding.bind(caller, body, { caller, ip }),
  );
}

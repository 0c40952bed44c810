import type { ModuleParts } from '../../platform/module-parts';
import type { DevicesModule } from '../devices/devices.module';
import { gatewayRoutes } from './gateways.routes';
import { GatewaysService } from './gateways.service';

/** Gateways: devices that speak for the lights behind them. */
export function gatewaysModule(
  { app, audit, resolve }: ModuleParts,
  { devices }: { devices: DevicesModule },
): GatewaysService {
  const gateways = new GatewaysService(devices.devices, devices.families, audit);
  gatewayRoutes(app, resolve, gateways);
  return gateways;
}

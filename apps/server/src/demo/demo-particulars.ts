import { BroadcastTerminal, Camera, createModel, LightController } from '@lamplighter/simulator';
import type { DemoDevice } from './demo-city';

/** The simulator's seed for the demo fleet: the same lights, with the same particulars, on every start. */
export const DEMO_SEED = 1;

/**
 * What the simulator makes of a demo light (its rated lamp power, model and firmware, drawn from
 * the seed and its number), so that the inventory says what the light reports and the energy
 * statistics count the energy saved against its full power; of a camera or a broadcast terminal,
 * its model, firmware and the pole it shares with a light.
 */
export function demoParticulars(device: DemoDevice): {
  lamppower?: number;
  model?: string;
  firmwareversion?: string;
  polenumber?: string;
} {
  if (device.kind === 'gateway' || device.kind === 'loopController') return {};
  const model = createModel(
    { kind: device.kind, code: device.code, lat: device.lat, lng: device.lng },
    Date.now(),
    DEMO_SEED,
  );
  if (model instanceof Camera || model instanceof BroadcastTerminal) {
    const { model: name, firmwareVersion } = model.attributes();
    return { model: String(name), firmwareversion: String(firmwareVersion), polenumber: device.pole ?? '' };
  }
  if (!(model instanceof LightController)) return {};
  return { lamppower: model.lampPower, model: model.model, firmwareversion: model.firmwareVersion };
}

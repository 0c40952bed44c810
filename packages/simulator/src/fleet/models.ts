import { type BatteryType, DEVICE_TYPE, LOAD_MODE, type LoadMode } from '@lamplighter/contract';
import { BroadcastTerminal } from '../physics/broadcast-terminal';
import { Camera } from '../physics/camera';
import type { DeviceModel } from '../physics/device-model';
import { LedScreen } from '../physics/led-screen';
import type { LightConfig } from '../physics/light-controller';
import { MainsLight } from '../physics/mains-light';
import { createRandom, seedOf } from '../physics/random';
import { SolarLight } from '../physics/solar-light';
import { WeatherStation } from '../physics/weather-station';

/** The device families the fleet simulates (a gateway's lights are `bleMatrixLight`). */
export const deviceKinds = [
  'solarLight',
  'mainsLight',
  'bleMatrixLight',
  'gateway',
  'weatherStation',
  'camera',
  'ledScreen',
  'broadcastTerminal',
] as const;
export type DeviceKind = (typeof deviceKinds)[number];

export const DEVICE_TYPE_OF: Record<DeviceKind, number> = {
  solarLight: DEVICE_TYPE.solarLight,
  mainsLight: DEVICE_TYPE.mainsLight,
  bleMatrixLight: DEVICE_TYPE.bleMatrixLight,
  gateway: DEVICE_TYPE.gateway,
  weatherStation: DEVICE_TYPE.weatherStation,
  camera: DEVICE_TYPE.camera,
  ledScreen: DEVICE_TYPE.ledScreen,
  broadcastTerminal: DEVICE_TYPE.broadcastTerminal,
};

/** The kinds that light a street; the others have no lamp to fail or overload. */
export const lightKinds: readonly DeviceKind[] = ['solarLight', 'mainsLight', 'bleMatrixLight'];

export interface ModelSpec {
  kind: Exclude<DeviceKind, 'gateway'>;
  code: string;
  lat: number;
  lng: number;
  /** Seconds of simulated time between reports; by default 60 for lights and cameras, 300 for stations. */
  reportInterval?: number;
  utcOffsetMinutes?: number;
  /** Anything of the light's configuration to set instead of drawing it from the seed. */
  config?: Partial<LightConfig> & Record<string, unknown>;
}

const pick = <T>(random: () => number, values: readonly T[]): T =>
  values[Math.floor(random() * values.length)] as T;

/**
 * A device model of a kind, its particulars (lamp power, battery, program, firmware) drawn from
 * the fleet's seed and the device number, so that a fleet is the same from run to run.
 */
export function createModel(spec: ModelSpec, start: number, seed: number): DeviceModel {
  const random = createRandom(seedOf('device', spec.code, seed));
  const base = {
    code: spec.code,
    latitude: spec.lat,
    longitude: spec.lng,
    seed,
    firmwareVersion: pick(random, ['1.2.0', '1.2.3', '1.3.1']),
    ...(spec.utcOffsetMinutes === undefined ? {} : { utcOffsetMinutes: spec.utcOffsetMinutes }),
    ...(spec.reportInterval === undefined ? {} : { reportInterval: spec.reportInterval }),
  };
  const loadMode: LoadMode = pick(random, [
    LOAD_MODE.timed,
    LOAD_MODE.timed,
    LOAD_MODE.duskToDawn,
    LOAD_MODE.sunriseSunset,
  ]);
  switch (spec.kind) {
    case 'solarLight': {
      const lampPower = pick(random, [30, 40, 60, 80]);
      return new SolarLight(
        {
          ...base,
          lampPower,
          pvPower: Math.round(lampPower * (2 + random())),
          battery: {
            type: pick(random, [0, 1, 2, 2, 2, 3] as BatteryType[]),
            capacityAh: pick(random, [60, 80, 100, 120]),
            systemVoltage: lampPower > 60 ? 24 : 12,
          },
          initialSoc: 0.35 + 0.55 * random(),
          settings: { loadMode },
          ...spec.config,
        },
        start,
      );
    }
    case 'mainsLight':
    case 'bleMatrixLight':
      return new MainsLight(
        {
          ...base,
          lampPower: pick(random, spec.kind === 'mainsLight' ? [100, 150, 200] : [30, 50]),
          settings: { loadMode: spec.kind === 'mainsLight' ? LOAD_MODE.duskToDawn : loadMode },
          ...spec.config,
        },
        start,
        spec.kind === 'mainsLight' ? 'LL-MAINS-150' : 'LL-BLE-40',
      );
    case 'weatherStation':
      return new WeatherStation({ ...base, ...spec.config }, start);
    case 'camera':
      return new Camera({ ...base, ...spec.config }, start);
    case 'ledScreen':
      return new LedScreen({ ...base, ...spec.config }, start);
    case 'broadcastTerminal':
      return new BroadcastTerminal({ ...base, ...spec.config }, start);
  }
}

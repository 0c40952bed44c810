import type { DeviceKind } from '../fleet/models';
import { createRandom, seedOf } from '../physics/random';

export interface PlannedDevice {
  kind: DeviceKind;
  code: string;
  lat: number;
  lng: number;
  /** The gateway's number, for a light behind one. */
  gateway?: string;
}

export interface FleetPlan {
  count: number;
  centre: { lat: number; lng: number };
  /** Radius of the area in km. */
  radiusKm: number;
  prefix: string;
  seed: number;
}

const LIGHTS_PER_GATEWAY = 8;

/**
 * A believable fleet of N devices: about 60 % solar lights, 25 % mains lights, the rest
 * Bluetooth-matrix lights behind gateways (8 a gateway) and one weather station per 100, set
 * 30 m apart along streets that run east-west and north-south across the area.
 */
export function planFleet(plan: FleetPlan): PlannedDevice[] {
  const random = createRandom(seedOf('layout', plan.seed));
  const kmPerDegreeLat = 111.32;
  const kmPerDegreeLng = kmPerDegreeLat * Math.cos((plan.centre.lat * Math.PI) / 180);
  const place = () => {
    const along = (random() * 2 - 1) * plan.radiusKm;
    const street = Math.round(((random() * 2 - 1) * plan.radiusKm) / 0.4) * 0.4;
    const [east, north] = random() < 0.5 ? [along, street] : [street, along];
    const snap = (km: number) => Math.round(km / 0.03) * 0.03;
    return {
      lat: plan.centre.lat + snap(north) / kmPerDegreeLat,
      lng: plan.centre.lng + snap(east) / kmPerDegreeLng,
    };
  };
  const devices: PlannedDevice[] = [];
  const code = (letter: string, n: number) => `${plan.prefix}${letter}${String(n).padStart(5, '0')}`;
  let gateway: PlannedDevice | null = null;
  let behind = 0;
  for (let n = 1; n <= plan.count; n++) {
    const draw = random();
    if (n % 100 === 0) {
      devices.push({ kind: 'weatherStation', code: code('W', n), ...place() });
    } else if (draw < 0.6) {
      devices.push({ kind: 'solarLight', code: code('S', n), ...place() });
    } else if (draw < 0.85) {
      devices.push({ kind: 'mainsLight', code: code('M', n), ...place() });
    } else {
      if (!gateway || behind >= LIGHTS_PER_GATEWAY) {
        gateway = { kind: 'gateway', code: code('G', n), ...place() };
        devices.push(gateway);
        behind = 0;
      }
      behind++;
      const near = {
        lat: gateway.lat + (random() - 0.5) * 0.002,
        lng: gateway.lng + (random() - 0.5) * 0.002,
      };
      devices.push({ kind: 'bleMatrixLight', code: code('B', n), ...near, gateway: gateway.code });
    }
  }
  return devices;
}

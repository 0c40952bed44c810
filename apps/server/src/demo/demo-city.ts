import type { DeviceKind, FleetDeviceSpec } from '@lamplighter/simulator';

/** A street of the demo: its lights are set evenly along the path, one family per street. */
interface DemoStreet {
  /** Short code in the device numbers, e.g. `BSJ` for Beishan Street. */
  code: string;
  name: string;
  family: 'solarLight' | 'mainsLight' | 'bleMatrixLight';
  lights: number;
  /** The street's course as [latitude, longitude] points (WGS84, approximate). */
  path: [number, number][];
  /** Mains lights fed by a loop controller: that many lights to a circuit. */
  perCircuit?: number;
}

/** A camera on the pole of a street's light: the street's code and the light's number on it. */
interface DemoCameraPlan {
  street: string;
  light: number;
  /** It pans, tilts and zooms. */
  ptz?: boolean;
}

interface DemoProjectPlan {
  code: string;
  name: string;
  description: string;
  centre: { lat: number; lng: number };
  streets: DemoStreet[];
  cameras?: DemoCameraPlan[];
  /** Its LED screens, on the poles of these lights. */
  screens?: { street: string; light: number }[];
  /** Its broadcast terminals (pole loudspeakers), on the poles of these lights. */
  terminals?: { street: string; light: number }[];
}

/**
 * The weather limits every demo project starts with: a gale, a downpour, and a loud street at night
 * (the city's night-time limit for mixed areas), each raising a warning at the project's station.
 */
export const DEMO_WEATHER_THRESHOLDS = [
  { key: 'windSpeed', operator: 'above', value: 17, night: 0 },
  { key: 'rainRate', operator: 'above', value: 20, night: 0 },
  { key: 'noise', operator: 'above', value: 70, night: 1 },
] as const;

/**
 * Three projects in Hangzhou along real streets; every project has a weather station, two LED
 * screens and two or three broadcast terminals on light poles, the first two have two cameras each,
 * the first of them PTZ (it pans, tilts and zooms).
 */
export const DEMO_CITY = { province: '浙江省', city: '杭州市' };

const projects: DemoProjectPlan[] = [
  {
    code: 'XH',
    name: '西湖景区 West Lake',
    description:
      'Demo: lights round West Lake, mains on loop controllers, Bluetooth-matrix on the Su Causeway',
    centre: { lat: 30.2465, lng: 120.1465 },
    streets: [
      {
        code: 'BSJ',
        name: '北山街 Beishan Street',
        family: 'mainsLight',
        lights: 40,
        perCircuit: 20,
        path: [
          [30.2592, 120.1537],
          [30.26, 120.148],
          [30.2583, 120.142],
          [30.2558, 120.1387],
        ],
      },
      {
        code: 'NSL',
        name: '南山路 Nanshan Road',
        family: 'mainsLight',
        lights: 60,
        perCircuit: 20,
        path: [
          [30.253, 120.163],
          [30.246, 120.163],
          [30.2395, 120.156],
          [30.233, 120.15],
        ],
      },
      {
        code: 'SD',
        name: '苏堤 Su Causeway',
        family: 'bleMatrixLight',
        lights: 48,
        path: [
          [30.2555, 120.1443],
          [30.244, 120.1447],
          [30.233, 120.1458],
        ],
      },
      {
        code: 'YGD',
        name: '杨公堤 Yanggong Causeway',
        family: 'solarLight',
        lights: 50,
        path: [
          [30.26, 120.1325],
          [30.248, 120.1335],
          [30.234, 120.139],
        ],
      },
    ],
    cameras: [
      { street: 'BSJ', light: 10, ptz: true },
      { street: 'NSL', light: 30 },
    ],
    screens: [
      { street: 'BSJ', light: 20 },
      { street: 'NSL', light: 10 },
    ],
    terminals: [
      { street: 'BSJ', light: 30 },
      { street: 'NSL', light: 50 },
      { street: 'SD', light: 24 },
    ],
  },
  {
    code: 'ZJ',
    name: '之江路沿江 Zhijiang Road',
    description: 'Demo: solar lights along the Qiantang River, from Liuhe Pagoda to the Fuxing Bridge',
    centre: { lat: 30.2115, lng: 120.155 },
    streets: [
      {
        code: 'ZJW',
        name: '六和塔段 Liuhe Pagoda section',
        family: 'solarLight',
        lights: 50,
        path: [
          [30.1985, 120.133],
          [30.205, 120.148],
        ],
      },
      {
        code: 'ZJE',
        name: '复兴大桥段 Fuxing Bridge section',
        family: 'solarLight',
        lights: 50,
        path: [
          [30.205, 120.148],
          [30.214, 120.162],
          [30.226, 120.177],
        ],
      },
    ],
    cameras: [
      { street: 'ZJW', light: 25, ptz: true },
      { street: 'ZJE', light: 25 },
    ],
    screens: [
      { street: 'ZJW', light: 5 },
      { street: 'ZJE', light: 45 },
    ],
    terminals: [
      { street: 'ZJW', light: 15 },
      { street: 'ZJE', light: 10 },
      { street: 'ZJE', light: 35 },
    ],
  },
  {
    code: 'QJ',
    name: '钱江新城 Qianjiang New City',
    description: 'Demo: the new business district, mains lights on a loop controller and solar side streets',
    centre: { lat: 30.251, lng: 120.212 },
    streets: [
      {
        code: 'FCL',
        name: '富春路 Fuchun Road',
        family: 'mainsLight',
        lights: 40,
        perCircuit: 20,
        path: [
          [30.26, 120.206],
          [30.244, 120.214],
        ],
      },
      {
        code: 'MXL',
        name: '民心路 Minxin Road',
        family: 'solarLight',
        lights: 30,
        path: [
          [30.248, 120.204],
          [30.256, 120.222],
        ],
      },
    ],
    screens: [
      { street: 'FCL', light: 20 },
      { street: 'MXL', light: 15 },
    ],
    terminals: [
      { street: 'FCL', light: 30 },
      { street: 'MXL', light: 5 },
    ],
  },
];

const LIGHTS_PER_GATEWAY = 8;

export type DemoKind = DeviceKind | 'loopController';

/** One device of the demo installation, in the order it must be added (lights before gateways). */
export interface DemoDevice {
  kind: DemoKind;
  code: string;
  lat: number;
  lng: number;
  project: string;
  group: string;
  /** A Bluetooth-matrix light's gateway. */
  gateway?: string;
  /** A camera's, a screen's or a terminal's pole: the light it shares it with, by number. */
  pole?: string;
  /** A camera that pans, tilts and zooms. */
  ptz?: boolean;
  /** A gateway's lights, or a loop controller's circuits of lights. */
  lights?: string[];
  circuits?: string[][];
}

export interface DemoProject {
  name: string;
  description: string;
  centre: { lat: number; lng: number };
  groups: string[];
}

export function demoProjects(): DemoProject[] {
  return projects.map((project) => ({
    name: project.name,
    description: project.description,
    centre: project.centre,
    groups: project.streets.map((street) => street.name),
  }));
}

/** The demo's devices: the same numbers and places on every start, so that a restart finds them. */
export function demoDevices(): DemoDevice[] {
  const lights: DemoDevice[] = [];
  const hubs: DemoDevice[] = [];
  const terminals: DemoDevice[] = [];
  for (const project of projects) {
    for (const street of project.streets) {
      const at = { project: project.name, group: street.name };
      const codes: string[] = [];
      for (let n = 1; n <= street.lights; n++) {
        const code = lightCode(street, n);
        codes.push(code);
        lights.push({ kind: street.family, code, ...lightPlace(street, n), ...at });
      }
      if (street.family === 'bleMatrixLight') {
        for (let g = 0; g * LIGHTS_PER_GATEWAY < codes.length; g++) {
          const behind = codes.slice(g * LIGHTS_PER_GATEWAY, (g + 1) * LIGHTS_PER_GATEWAY);
          const gateway = `HZ-${street.code}-G${g + 1}`;
          for (const light of lights) if (behind.includes(light.code)) light.gateway = gateway;
          const middle = (g * LIGHTS_PER_GATEWAY + behind.length / 2) / street.lights;
          hubs.push({ kind: 'gateway', code: gateway, ...along(street.path, middle), ...at, lights: behind });
        }
      }
      if (street.perCircuit) {
        const circuits: string[][] = [];
        for (let c = 0; c < codes.length; c += street.perCircuit)
          circuits.push(codes.slice(c, c + street.perCircuit));
        const controller = `HZ-${street.code}-LC1`;
        hubs.push({ kind: 'loopController', code: controller, ...along(street.path, 0), ...at, circuits });
      }
    }
    const station = `HZ-${project.code}-W1`;
    const first = project.streets[0] as DemoStreet;
    const place = { project: project.name, group: first.name };
    hubs.push({ kind: 'weatherStation', code: station, ...along(first.path, 0.5), ...place });
    for (const [n, camera] of (project.cameras ?? []).entries()) {
      const placed = onPole(project, camera, 'camera', `HZ-${project.code}-C${n + 1}`);
      hubs.push({ ...placed, ...(camera.ptz ? { ptz: true } : {}) });
    }
    for (const [n, screen] of (project.screens ?? []).entries()) {
      hubs.push(onPole(project, screen, 'ledScreen', `HZ-${project.code}-L${n + 1}`));
    }
    for (const [n, terminal] of (project.terminals ?? []).entries()) {
      terminals.push(onPole(project, terminal, 'broadcastTerminal', `HZ-${project.code}-A${n + 1}`));
    }
  }
  // The terminals come last: the simulator draws faults device after device, and so the devices
  // before them keep the faults they had before there were terminals.
  return [...lights, ...hubs, ...terminals];
}

/** A device on the pole of a light of its street: at the light's place, in its street's group. */
function onPole(
  project: DemoProjectPlan,
  plan: { street: string; light: number },
  kind: 'camera' | 'ledScreen' | 'broadcastTerminal',
  code: string,
): DemoDevice {
  const street = project.streets.find((s) => s.code === plan.street) as DemoStreet;
  return {
    kind,
    code,
    ...lightPlace(street, plan.light),
    project: project.name,
    group: street.name,
    pole: lightCode(street, plan.light),
  };
}

/** The simulated devices, the demo's PTZ cameras among them told that they pan, tilt and zoom. */
export function withDemoPtz(devices: FleetDeviceSpec[]): FleetDeviceSpec[] {
  const ptz = new Set(
    demoDevices()
      .filter((device) => device.ptz)
      .map((device) => device.code),
  );
  return devices.map((device) =>
    device.code !== undefined && ptz.has(device.code)
      ? { ...device, config: { ...device.config, ptz: true } }
      : device,
  );
}

/** The number of a street's light, counted from 1. */
function lightCode(street: DemoStreet, n: number): string {
  const letter = { solarLight: 'S', mainsLight: 'M', bleMatrixLight: 'B' }[street.family];
  return `HZ-${street.code}-${letter}${String(n).padStart(3, '0')}`;
}

/** Where a street's light stands: the lights are spread evenly, half a spacing from each end. */
function lightPlace(street: DemoStreet, n: number): { lat: number; lng: number } {
  return along(street.path, (n - 0.5) / street.lights);
}

/** The point at a fraction (0..1) of the path's length, rounded to a metre or so. */
function along(path: [number, number][], fraction: number): { lat: number; lng: number } {
  const legs = path.slice(1).map((to, i) => {
    const from = path[i] as [number, number];
    const dy = to[0] - from[0];
    const dx = (to[1] - from[1]) * Math.cos((from[0] * Math.PI) / 180);
    return { from, to, length: Math.hypot(dx, dy) };
  });
  let left = fraction * legs.reduce((sum, leg) => sum + leg.length, 0);
  for (const leg of legs) {
    if (left <= leg.length || leg === legs.at(-1)) {
      const t = leg.length === 0 ? 0 : Math.min(1, left / leg.length);
      const round = (value: number) => Math.round(value * 1e5) / 1e5;
      return {
        lat: round(leg.from[0] + (leg.to[0] - leg.from[0]) * t),
        lng: round(leg.from[1] + (leg.to[1] - leg.from[1]) * t),
      };
    }
    left -= leg.length;
  }
  const [lat, lng] = path[0] as [number, number];
  return { lat, lng };
}

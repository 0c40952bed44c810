import { parseArgs } from 'node:util';
import { type FaultKind, isFaultKind } from '../physics/faults';

export const USAGE = `Simulated Lamplighter fleet: devices that connect through the device API (MQTT).

  npm run simulate -- --url mqtt://127.0.0.1:1883 --tokens tokens.csv
  npm run simulate -- --platform http://127.0.0.1:8080 --username admin --password ... --devices 200 --project "Demo"

Devices
  --url URL             broker to connect to (with --tokens)
  --tokens FILE         token,kind,code,lat,lng,gateway per line; with --platform: kept there, reused next time
                        (kinds: solarLight, mainsLight, bleMatrixLight, gateway, weatherStation, camera,
                        ledScreen, broadcastTerminal)
  --platform URL        create the devices through the platform's HTTP API (needs --username, --password)
                        and fetch from its device API what screens and broadcast terminals play
  --username NAME       account that adds the devices
  --password TEXT       its password (or LAMPLIGHTER_PASSWORD)
  --devices N           how many devices to create (default 20)
  --project NAME        project to put them in, added when missing (default "Simulated fleet")
  --centre LAT,LNG      middle of the area (default 30.2741,120.1551, Hangzhou)
  --radius KM           size of the area (default 3)
  --prefix TEXT         start of the device numbers (default SIM<seed>-)
  --mqtt-url URL        the platform's broker (default mqtt://<platform host>:1883)

Simulation
  --speed X             simulated time runs X times as fast (default 1)
  --start ISO           simulated moment to start at (default now)
  --seed N              same seed, same fleet and weather (default 1)
  --interval S          seconds of simulated time between reports (default 60, stations 300)
  --jitter F            each wait varies by up to this fraction (default 0.1)
  --min-interval MS     no device reports more often than this in real time (default 1000)
  --faults LIST         share of devices with a fault from the start, e.g. lampFailure=0.02,offline=0.01
                        (lampFailure, overload, undervoltage, offline; sensorFailure: stations, cameras,
                        screens, broadcast terminals; downloadFailure: screens, broadcast terminals)
  --timestamps WHICH    ts of the reports: simulated or wall (default: wall when --speed is above 1
                        and no --start is given, as platforms refuse values far ahead of their clock)
  --duration S          stop after S real seconds (default: run until Ctrl-C)
  --help

While it runs, type: fault CODE KIND on|off, summary, quit.`;

export interface CliOptions {
  url?: string;
  tokens?: string;
  platform?: string;
  username?: string;
  password?: string;
  devices: number;
  project: string;
  centre: { lat: number; lng: number };
  radiusKm: number;
  prefix: string;
  mqttUrl?: string;
  speed: number;
  start?: number;
  seed: number;
  interval?: number;
  jitter: number;
  minIntervalMs: number;
  faults: Partial<Record<FaultKind, number>>;
  timestamps?: 'simulated' | 'wall';
  durationS?: number;
  help: boolean;
}

function number(name: string, text: string | undefined, fallback: number, min = 0): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < min)
    throw new Error(`--${name} must be a number of at least ${min}`);
  return value;
}

const TEXT_OPTIONS = [
  'url',
  'tokens',
  'platform',
  'username',
  'password',
  'devices',
  'project',
  'centre',
  'radius',
  'prefix',
  'mqtt-url',
  'speed',
  'start',
  'seed',
  'interval',
  'jitter',
  'min-interval',
  'faults',
  'timestamps',
  'duration',
];

export function readOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): CliOptions {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      ...Object.fromEntries(TEXT_OPTIONS.map((name) => [name, { type: 'string' as const }])),
      help: { type: 'boolean' },
    },
  }) as { values: Record<string, string | boolean | undefined> };
  const text = (name: string) => values[name] as string | undefined;
  const seed = number('seed', text('seed'), 1);
  const [lat, lng] = (text('centre') ?? '30.2741,120.1551').split(',').map(Number);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) throw new Error('--centre must be LAT,LNG');
  const faults: Partial<Record<FaultKind, number>> = {};
  for (const part of (text('faults') ?? '').split(',').filter(Boolean)) {
    const [kind = '', share = ''] = part.split('=');
    if (!isFaultKind(kind)) throw new Error(`--faults: unknown fault ${kind}`);
    faults[kind] = number('faults', share, 0);
  }
  const start = text('start');
  const options: CliOptions = {
    url: text('url'),
    tokens: text('tokens'),
    platform: text('platform'),
    username: text('username'),
    password: text('password') ?? env.LAMPLIGHTER_PASSWORD,
    devices: Math.floor(number('devices', text('devices'), 20, 1)),
    project: text('project') ?? 'Simulated fleet',
    centre: { lat: lat as number, lng: lng as number },
    radiusKm: number('radius', text('radius'), 3),
    prefix: text('prefix') ?? `SIM${seed}-`,
    mqttUrl: text('mqtt-url'),
    speed: number('speed', text('speed'), 1, 0.001),
    start: start === undefined ? undefined : Date.parse(start),
    seed,
    interval: text('interval') === undefined ? undefined : number('interval', text('interval'), 60, 1),
    jitter: number('jitter', text('jitter'), 0.1),
    minIntervalMs: number('min-interval', text('min-interval'), 1000),
    faults,
    timestamps: text('timestamps') as CliOptions['timestamps'],
    durationS: text('duration') === undefined ? undefined : number('duration', text('duration'), 0),
    help: values.help === true,
  };
  if (options.timestamps !== undefined && !['simulated', 'wall'].includes(options.timestamps)) {
    throw new Error('--timestamps must be simulated or wall');
  }
  if (options.start !== undefined && Number.isNaN(options.start))
    throw new Error('--start must be a date and time');
  if (!options.help && !options.platform && !(options.url && options.tokens)) {
    throw new Error('give --url and --tokens, or --platform with --username and --password');
  }
  if (options.platform && !(options.username && options.password))
    throw new Error('--platform needs --username and --password');
  return options;
}

import type { DeviceModel } from '../physics/device-model';
import { type FaultKind, faultKinds } from '../physics/faults';
import { defaultUtcOffsetMinutes } from '../physics/local-time';
import { createRandom, seedOf } from '../physics/random';
import { SimClock } from './clock';
import type { ConnectionContext } from './connection-context';
import { DeviceConnection } from './device-connection';
import { type FleetHistory, livePast, type PastReporter } from './fleet-history';
import { GatewayConnection } from './gateway-connection';
import { createModel, DEVICE_TYPE_OF, type DeviceKind, lightKinds, type ModelSpec } from './models';
import { type Backoff, DEFAULT_BACKOFF } from './mqtt-session';
import { FleetStats } from './stats';

/** One device of the fleet as the caller describes it. */
export interface FleetDeviceSpec {
  /** The access token it connects with (a gateway's lights need none). */
  token: string;
  kind: DeviceKind;
  /** The device number; `SIM-<n>` when not given. */
  code?: string;
  lat: number;
  lng: number;
  reportInterval?: number;
  utcOffsetMinutes?: number;
  config?: ModelSpec['config'];
  /** For a gateway: the Bluetooth-matrix lights it speaks for, by number. */
  lights?: {
    code: string;
    lat?: number;
    lng?: number;
    reportInterval?: number;
    config?: ModelSpec['config'];
  }[];
}

export interface FleetOptions {
  devices: FleetDeviceSpec[];
  /** The broker's URL, e.g. `mqtt://127.0.0.1:1883`. */
  broker: string;
  /** How much faster than the wall clock simulated time runs (1 = real time). */
  speed?: number;
  /** The simulated moment to start at (ms); now by default. */
  start?: number;
  seed?: number;
  jitter?: number;
  minRealIntervalMs?: number;
  backoff?: Partial<Backoff>;
  /** Connections are spread over this many wall-clock ms, not opened all at once. */
  rampUpMs?: number;
  /**
   * The `ts` of reports: the simulated moment, or the wall clock's. Platforms refuse values far
   * ahead of their clock, and a fast simulated clock started now soon is: by default reports carry
   * the wall clock when the speed is above 1 and no start was given, the simulated moment otherwise.
   */
  timestamps?: 'simulated' | 'wall';
  /** Share (0..1) of the devices given each fault from the start. */
  faults?: Partial<Record<FaultKind, number>>;
  /**
   * A past to live through before connecting: the devices are made at its start and report it to
   * `record` at its interval (their simulated moments as `ts`), then go on from there.
   */
  history?: FleetHistory;
  /**
   * The platform's HTTP address (`http://127.0.0.1:8080`), where LED screens fetch the programs
   * they are told to play and broadcast terminals the broadcasts, and their files, with their tokens.
   */
  deviceApi?: string;
}

type Connection = DeviceConnection | GatewayConnection;

export interface SimulatedDevice {
  code: string;
  kind: DeviceKind;
  model: DeviceModel;
  /** The connection that speaks for it: its own, or its gateway's. */
  connection: Connection;
}

export interface FleetSummary {
  simulatedTime: number;
  devices: number;
  connected: number;
  connections: number;
  lit: number;
  faults: Record<FaultKind, number>;
  averageSoc: number | null;
  stats: FleetStats;
}

export interface Fleet {
  clock: SimClock;
  stats: FleetStats;
  devices: ReadonlyMap<string, SimulatedDevice>;
  /** Resolves with the number of past readings recorded (0 without a history), before the devices connect. */
  history: Promise<number>;
  setFault(code: string, kind: FaultKind, on: boolean): Promise<void>;
  /** Reports every device (or one) now, outside its interval. */
  report(code?: string): Promise<void>;
  summary(): FleetSummary;
  stop(): Promise<void>;
}

const LIGHT_FAULTS: readonly FaultKind[] = ['lampFailure', 'overload', 'undervoltage'];
const SENSOR_FAULTS: readonly FaultKind[] = ['sensorFailure'];
const SENSOR_KINDS: readonly DeviceKind[] = ['weatherStation', 'camera', 'ledScreen', 'broadcastTerminal'];
/** The kinds that download media from the device API. */
const FETCHING_KINDS: readonly DeviceKind[] = ['ledScreen', 'broadcastTerminal'];

/** Whether a device of a kind can have a fault: the lights' faults only lights, a sensor's only sensors. */
function faultApplies(fault: FaultKind, kind: DeviceKind): boolean {
  if (SENSOR_FAULTS.includes(fault)) return SENSOR_KINDS.includes(kind);
  if (fault === 'downloadFailure') return FETCHING_KINDS.includes(kind);
  return lightKinds.includes(kind) || !LIGHT_FAULTS.includes(fault);
}

/** Starts a simulated fleet: every device connects through the device API and reports. */
export function startFleet(options: FleetOptions): Fleet {
  const seed = options.seed ?? 1;
  const random = createRandom(seedOf('fleet', seed));
  const clock = new SimClock(options.start ?? Date.now(), options.speed ?? 1);
  const stats = new FleetStats();
  const context: ConnectionContext = {
    url: options.broker,
    clock,
    stats,
    random,
    jitter: options.jitter ?? 0.1,
    minRealIntervalMs: options.minRealIntervalMs ?? 1000,
    backoff: { ...DEFAULT_BACKOFF, ...options.backoff },
    stamp: timestampsOf(options) === 'wall' ? () => Date.now() : (simulated) => simulated,
  };
  const devices = new Map<string, SimulatedDevice>();
  const connections: Connection[] = [];
  const reporters: PastReporter[] = [];
  const start = options.history?.from ?? clock.now();
  const reporterOf = (connection: Connection, spec: FleetDeviceSpec, models: DeviceModel[]) => ({
    readingsAt: (time: number, stepMs?: number) => connection.readingsAt(time, stepMs),
    models,
    utcOffsetMinutes: spec.utcOffsetMinutes ?? defaultUtcOffsetMinutes(spec.lng),
    reportInterval: connection.model.reportInterval,
  });

  options.devices.forEach((spec, index) => {
    const code = spec.code ?? `SIM-${index + 1}`;
    if (spec.kind === 'gateway') {
      const lights = (spec.lights ?? []).map((light) => ({
        model: createModel(
          {
            kind: 'bleMatrixLight',
            code: light.code,
            lat: light.lat ?? spec.lat,
            lng: light.lng ?? spec.lng,
            ...pickDefined(light, spec),
          },
          start,
          seed,
        ),
        deviceType: DEVICE_TYPE_OF.bleMatrixLight,
      }));
      const gateway = new GatewayConnection(code, spec.token, lights, context, start);
      connections.push(gateway);
      reporters.push(reporterOf(gateway, spec, [gateway.model, ...lights.map((light) => light.model)]));
      devices.set(code, { code, kind: 'gateway', model: gateway.model, connection: gateway });
      for (const light of lights) {
        devices.set(light.model.code, {
          code: light.model.code,
          kind: 'bleMatrixLight',
          model: light.model,
          connection: gateway,
        });
      }
      return;
    }
    const fetching =
      FETCHING_KINDS.includes(spec.kind) && options.deviceApi
        ? { config: { ...spec.config, deviceApi: { url: options.deviceApi, token: spec.token } } }
        : {};
    const model = createModel(
      { kind: spec.kind, code, lat: spec.lat, lng: spec.lng, ...pickDefined(spec, spec), ...fetching },
      start,
      seed,
    );
    const connection = new DeviceConnection(model, DEVICE_TYPE_OF[spec.kind], spec.token, context);
    connections.push(connection);
    reporters.push(reporterOf(connection, spec, [model]));
    devices.set(code, { code, kind: spec.kind, model, connection });
  });

  const faultRandom = createRandom(seedOf('faults', seed));
  for (const device of devices.values()) {
    for (const kind of faultKinds) {
      const share = options.faults?.[kind] ?? 0;
      if (share > 0 && faultApplies(kind, device.kind) && faultRandom() < share)
        device.model.setFault(kind, true);
    }
  }

  let stopped = false;
  let starters: NodeJS.Timeout[] = [];
  const connectAll = () => {
    if (stopped) return;
    const rampUp = options.rampUpMs ?? Math.min(10_000, connections.length * 5);
    starters = connections.map((connection, index) =>
      setTimeout(
        () => {
          if (!connection.model.faults.has('offline')) connection.start();
        },
        (index * rampUp) / Math.max(1, connections.length),
      ),
    );
  };
  const history = options.history
    ? livePast(reporters, options.history, seed, () => stopped)
    : Promise.resolve(0);
  // A past that could not be recorded leaves the devices where it stopped: they connect all the same.
  const connecting = history.then(connectAll, connectAll);

  async function setFault(code: string, kind: FaultKind, on: boolean): Promise<void> {
    const device = devices.get(code);
    if (!device) throw new Error(`no simulated device ${code}`);
    if (device.model.faults.has(kind) === on) return;
    device.model.setFault(kind, on);
    if (kind === 'offline') {
      const { connection } = device;
      if (connection instanceof GatewayConnection && device.kind !== 'gateway')
        await connection.setChildOffline(code, on);
      else connection.setOffline(on);
      return;
    }
    await device.connection.report();
  }

  function summary(): FleetSummary {
    const faults = Object.fromEntries(faultKinds.map((kind) => [kind, 0])) as Record<FaultKind, number>;
    let lit = 0;
    let socTotal = 0;
    let socCount = 0;
    for (const device of devices.values()) {
      for (const kind of device.model.faults) faults[kind]++;
      if (!lightKinds.includes(device.kind)) continue;
      const values = device.model.telemetry();
      if ((values.loadPower ?? 0) > 0) lit++;
      if (values.batterySoc !== undefined) {
        socTotal += values.batterySoc;
        socCount++;
      }
    }
    return {
      simulatedTime: clock.now(),
      devices: devices.size,
      connected: connections.filter((connection) => connection.connected).length,
      connections: connections.length,
      lit,
      faults,
      averageSoc: socCount > 0 ? socTotal / socCount : null,
      stats,
    };
  }

  return {
    clock,
    stats,
    devices,
    history,
    setFault,
    async report(code) {
      const targets = code
        ? [devices.get(code)?.connection].filter((c): c is Connection => !!c)
        : connections;
      await Promise.all(targets.map((connection) => connection.report()));
    },
    summary,
    async stop() {
      stopped = true;
      await connecting;
      for (const starter of starters) clearTimeout(starter);
      await Promise.all(connections.map((connection) => connection.stop()));
    },
  };
}

export function timestampsOf(
  options: Pick<FleetOptions, 'timestamps' | 'speed' | 'start'>,
): 'simulated' | 'wall' {
  if (options.timestamps) return options.timestamps;
  return (options.speed ?? 1) > 1 && options.start === undefined ? 'wall' : 'simulated';
}

/** The optional particulars of a device spec that are set (a light's own, else its gateway's). */
function pickDefined(
  own: { reportInterval?: number; config?: ModelSpec['config'] },
  parent: { reportInterval?: number; utcOffsetMinutes?: number },
): Pick<ModelSpec, 'reportInterval' | 'utcOffsetMinutes' | 'config'> {
  const reportInterval = own.reportInterval ?? parent.reportInterval;
  return {
    ...(reportInterval === undefined ? {} : { reportInterval }),
    ...(parent.utcOffsetMinutes === undefined ? {} : { utcOffsetMinutes: parent.utcOffsetMinutes }),
    ...(own.config === undefined ? {} : { config: own.config }),
  };
}

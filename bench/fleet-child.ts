// The simulator's devices that fetch media (LED screens, broadcast terminals) for a bench, in a
// process of their own: thousands of connections and downloads would otherwise hold the event loop
// of the bench that samples the platform every second, and their CPU would be counted with it.
// FLEET_COUNT devices, tokens FLEET_TOKEN_PREFIX and their number from FLEET_FIRST (0), connecting
// over FLEET_RAMP_UP_MS (the simulator's own spread unless given). A child
// script calls `serveFleet`, which reports {ready}, then answers one message a request:
//   {fleet, broker, deviceApi}  starts the simulated fleet (startFleet) on that broker and device API
//   {connected}                 how many of its devices are connected
//   {fetched}                   files the devices fetched, commands run and refused
// and any request of the script's own, and stops on {stop}.

import { type Fleet, startFleet } from '../packages/simulator/src/fleet/fleet';
import type { DeviceKind } from '../packages/simulator/src/fleet/models';

export type FleetRequest =
  | { type: 'fleet'; broker: string; deviceApi: string }
  | { type: 'connected' }
  | { type: 'fetched' }
  | { type: 'stop' };

export interface FetchedFigures {
  files: number;
  commandsRun: number;
  commandsRefused: number;
  /** MQTT connections made and lost since the start: more than one a device means reconnections. */
  connects: number;
  disconnects: number;
}

/** Each device's time to done in a reference run, its failures, and theirs. */
export interface ReferenceFigures {
  /** Each device's time from the start to done, in ms; null for one that never was. */
  doneMs: (number | null)[];
  /** Each failed device's time from the start to its failure, in ms. */
  failedMs: number[];
  failures: string[];
}

const count = Number(process.env.FLEET_COUNT);
const first = Number(process.env.FLEET_FIRST ?? 0);
const rampUpMs = process.env.FLEET_RAMP_UP_MS ? Number(process.env.FLEET_RAMP_UP_MS) : undefined;

/** The child's devices' numbers and access tokens. */
export const fleetDevices = Array.from({ length: count }, (_, n) => ({
  number: first + n,
  token: `${process.env.FLEET_TOKEN_PREFIX}${first + n}`,
}));

/**
 * Serves the bench's requests for a fleet of `kind`, numbered `code`-n; `own` answers the
 * script's own requests.
 */
export function serveFleet<Own extends { type: string }>(
  kind: DeviceKind,
  code: string,
  own: (request: Own) => Promise<object> = async (request) => {
    throw new Error(`unknown request ${request.type}`);
  },
): void {
  let fleet: Fleet | undefined;
  async function answer(request: FleetRequest | Own): Promise<object> {
    switch (request.type) {
      case 'fleet': {
        const { broker, deviceApi } = request as Extract<FleetRequest, { type: 'fleet' }>;
        fleet = startFleet({
          devices: fleetDevices.map(({ number, token }) => ({
            token,
            kind,
            code: `${code}-${number}`,
            lat: 30.27 + number * 1e-4,
            lng: 120.15,
          })),
          broker,
          deviceApi,
          ...(rampUpMs === undefined ? {} : { rampUpMs }),
        });
        return {};
      }
      case 'connected':
        return { connected: fleet?.summary().connected ?? 0 };
      case 'fetched': {
        const devices = [...(fleet?.devices.values() ?? [])];
        return {
          files: devices.reduce(
            (sum, device) => sum + ((device.model as { filesFetched?: number }).filesFetched ?? 0),
            0,
          ),
          commandsRun: fleet?.stats.commandsRun ?? 0,
          commandsRefused: fleet?.stats.commandsRefused ?? 0,
          connects: fleet?.stats.connects ?? 0,
          disconnects: fleet?.stats.disconnects ?? 0,
        } satisfies FetchedFigures;
      }
      case 'stop':
        await fleet?.stop();
        setImmediate(() => process.exit(0));
        return {};
      default:
        return own(request as Own);
    }
  }
  process.on('message', (request: FleetRequest | Own) => {
    answer(request).then(
      (result) => process.send?.({ type: request.type, ...result }),
      (error: Error) => process.send?.({ type: 'error', message: error.message }),
    );
  });
  process.send?.({ type: 'ready' });
}

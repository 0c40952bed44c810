import { freePort } from '../apps/server/src/test/server-process';
import { bearerOf, callApi } from './api';
import { leaseOne, type RunningPlatform, startPlatform } from './platform';

/** The demo city as `npm start` makes it, its simulated fleet reporting live, without a past. */
export async function demoFleetOptions(pgliteTemplate?: string) {
  const mqttPort = await freePort();
  return {
    store: 'pglite' as const,
    ...(pgliteTemplate ? { pgliteTemplate } : {}),
    env: { SIMULATOR: 'on', DEMO_HISTORY_DAYS: '0', MQTT_PORT: String(mqttPort) },
    mqttPort,
  };
}

/** A platform with the demo fleet, and the port of its MQTT broker (a test may connect lights of its own). */
export type DemoPlatform = RunningPlatform & { mqttPort: number };

interface Summary {
  devices: { total: number; byState: { runstate: number | null; count: number }[] };
}

/** Waits until the demo fleet has reported: the devices that never reported stop changing. */
async function untilFleetReported(url: string): Promise<void> {
  const bearer = await bearerOf(url);
  let before = -1;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    const answer = await callApi(url, '/remote/dashboard/summary', bearer);
    const { devices } = answer.data as Summary;
    const silent = devices.byState.find((row) => row.runstate === null)?.count ?? 0;
    if (silent === before && silent < devices.total / 2) return;
    before = silent;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  throw new Error('the demo fleet did not report within 60 s');
}

/**
 * The run's demo-fleet platform (started by the e2e global set-up), held by this file until its
 * `stop()`, or one of its own when another file holds it; either way with the fleet reported. The
 * files that use it leave the fleet as other files may have left it: they name what they create
 * and read the figures they check from the API at the time.
 */
export async function demoFleetPlatform(): Promise<DemoPlatform> {
  const { inject } = await import('vitest');
  const [shared] = inject('demoPlatforms') ?? [];
  const leased = shared && leaseOne([shared]);
  const platform = leased ? { ...leased, mqttPort: shared.mqttPort ?? 0 } : await ownDemoPlatform();
  await untilFleetReported(platform.url);
  return platform;
}

async function ownDemoPlatform(): Promise<DemoPlatform> {
  const options = await demoFleetOptions();
  return { ...(await startPlatform(options)), mqttPort: options.mqttPort };
}

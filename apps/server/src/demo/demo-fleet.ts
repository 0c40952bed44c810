import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  type CameraStreams,
  devicesOf,
  type Fleet,
  formatTokens,
  parseTokens,
  startFleet,
  type TokenRow,
} from '@lamplighter/simulator';
import type { FastifyBaseLogger } from 'fastify';
import { type DemoCameraVideo, startDemoCameras } from './demo-cameras';
import { withDemoPtz } from './demo-city';
import { DEMO_HISTORY_INTERVAL_MS, type HistoryWindow } from './demo-history';
import type { DemoFleetPlan, DemoInstallation } from './demo-installation';
import { DEMO_SEED } from './demo-particulars';

/** The demo devices' access tokens, in the simulator's token file format (`npm run simulate -- --tokens`). */
export const DEMO_TOKENS_FILE = 'demo-fleet-tokens.csv';

/** A few devices are faulty from the start, so that the warnings have something to show. */
const DEMO_FAULTS = { lampFailure: 0.02, overload: 0.01, undervoltage: 0.02, offline: 0.01 };

export interface DemoFleetSettings {
  installation: DemoInstallation;
  dataDir: string;
  /** The platform's own MQTT port, e.g. `mqtt://127.0.0.1:1883`. */
  broker: string;
  /** The platform's own HTTP address, where the LED screens and broadcast terminals fetch what they play. */
  deviceApi: string;
  log: FastifyBaseLogger;
  /** Days of past the fleet lives through on the start that makes the demo (0: none). */
  historyDays: number;
  /** The history's retention: a past older than that would not be kept. */
  retentionDays: number;
  /** What the cameras show, and the ffmpeg that makes their test pattern. */
  cameras: DemoCameraVideo;
}

export interface DemoFleet {
  /**
   * Stops the simulated devices and their camera streams (after the installation, if it is still
   * being prepared).
   */
  stop(): Promise<void>;
}

/**
 * Runs the demo fleet inside the platform's process: a few hundred simulated devices send a few
 * messages a second in all, too little to be worth a process of their own, and so they stop with
 * the platform whatever ends it. The installation is prepared in the background: the platform
 * answers meanwhile, and the devices connect through the MQTT port like any real device. On the
 * start that makes the demo they first live through their past month, stored in bulk, and go on
 * from where it ended. The cameras' video is served beside them (see demo-cameras.ts).
 */
export function startDemoFleet(settings: DemoFleetSettings): DemoFleet {
  const { log } = settings;
  const file = path.join(settings.dataDir, DEMO_TOKENS_FILE);
  let fleet: Fleet | undefined;
  let streams: CameraStreams | undefined;
  let stopped = false;
  const ready = (async () => {
    const days = Math.min(settings.historyDays, settings.retentionDays);
    const plan = await settings.installation.prepare(readTokens(file, log), days);
    writeTokens(file, plan.tokens);
    if (stopped) return;
    streams = await startDemoCameras(settings.installation, plan, log, settings.cameras);
    if (stopped) return;
    const past = plan.history && pastOf(settings, plan, plan.history);
    fleet = startFleet({
      devices: withDemoPtz(devicesOf(plan.tokens)),
      broker: settings.broker,
      deviceApi: settings.deviceApi,
      faults: DEMO_FAULTS,
      seed: DEMO_SEED,
      ...(past ? { history: past.history } : {}),
    });
    log.info(
      { devices: plan.tokens.length, tokens: file },
      'demo fleet started (SIMULATOR=off turns it off)',
    );
    if (past) await past.stored(fleet, () => stopped);
  })().catch((error: unknown) => log.error({ err: error }, 'the demo fleet could not start'));
  return {
    async stop() {
      stopped = true;
      // A fleet still living its past stops between two devices; the rest is filled on the next start.
      await Promise.all([fleet?.stop(), ready]);
      await streams?.close();
    },
  };
}

/** The fleet's past over `window`, and what to do once the fleet has lived through it. */
function pastOf(settings: DemoFleetSettings, plan: DemoFleetPlan, window: HistoryWindow) {
  const { installation, log } = settings;
  const recorder = installation.history.recorder(plan.ids, settings.retentionDays);
  const started = Date.now();
  log.info({ from: new Date(window.from), to: new Date(window.to) }, 'demo history being filled');
  return {
    history: { ...window, intervalMs: DEMO_HISTORY_INTERVAL_MS, record: recorder.record },
    async stored(fleet: Fleet, stopped: () => boolean) {
      try {
        const readings = await fleet.history;
        if (stopped()) return;
        await installation.history.stored(window, Date.now());
        const seconds = (Date.now() - started) / 1000;
        log.info({ readings, ...recorder.count, seconds }, 'demo history filled');
      } catch (error) {
        log.error({ err: error }, 'demo history not filled: the next start fills it');
      }
    },
  };
}

function readTokens(file: string, log: FastifyBaseLogger): TokenRow[] {
  if (!existsSync(file)) return [];
  try {
    return parseTokens(readFileSync(file, 'utf8'), { lat: 0, lng: 0 });
  } catch (error) {
    log.warn(
      { file, reason: (error as Error).message },
      'demo token file unreadable: tokens are issued again',
    );
    return [];
  }
}

/** Written whole to a file of the owner only, then moved in place, so that no reader sees half. */
function writeTokens(file: string, rows: TokenRow[]): void {
  const next = `${file}.next`;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(next, formatTokens(rows), { mode: 0o600 });
  chmodSync(next, 0o600);
  renameSync(next, file);
}

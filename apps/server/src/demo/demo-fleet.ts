import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  devicesOf,
  type Fleet,
  formatTokens,
  parseTokens,
  startFleet,
  type TokenRow,
} from '@lamplighter/simulator';
import type { FastifyBaseLogger } from 'fastify';
import type { DemoInstallation } from './demo-installation';
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
  log: FastifyBaseLogger;
}

export interface DemoFleet {
  /** Stops the simulated devices (after the installation, if it is still being prepared). */
  stop(): Promise<void>;
}

/**
 * Runs the demo fleet inside the platform's process: a few hundred simulated devices send a few
 * messages a second in all, too little to be worth a process of their own, and so they stop with
 * the platform whatever ends it. The installation is prepared in the background: the platform
 * answers meanwhile, and the devices connect through the MQTT port like any real device.
 */
export function startDemoFleet(settings: DemoFleetSettings): DemoFleet {
  const { log } = settings;
  const file = path.join(settings.dataDir, DEMO_TOKENS_FILE);
  let fleet: Fleet | undefined;
  let stopped = false;
  const ready = (async () => {
    const rows = await settings.installation.prepare(readTokens(file, log));
    writeTokens(file, rows);
    if (stopped) return;
    fleet = startFleet({
      devices: devicesOf(rows),
      broker: settings.broker,
      faults: DEMO_FAULTS,
      seed: DEMO_SEED,
    });
    log.info({ devices: rows.length, tokens: file }, 'demo fleet started (SIMULATOR=off turns it off)');
  })().catch((error: unknown) => log.error({ err: error }, 'the demo fleet could not start'));
  return {
    async stop() {
      stopped = true;
      await ready;
      await fleet?.stop();
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

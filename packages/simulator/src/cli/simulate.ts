import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { type Fleet, startFleet } from '../fleet/fleet';
import { faultKinds, isFaultKind } from '../physics/faults';
import { defaultUtcOffsetMinutes } from '../physics/local-time';
import { type CliOptions, readOptions, USAGE } from './args';
import { planFleet } from './layout';
import { PlatformApi } from './platform-api';
import { summaryLine } from './summary-line';
import { devicesOf, formatTokens, parseTokens, type TokenRow } from './tokens-csv';

/** The device rows to simulate: from the token file, or created through the platform (and kept). */
async function tokenRows(options: CliOptions): Promise<TokenRow[]> {
  if (options.tokens && existsSync(options.tokens)) {
    return parseTokens(readFileSync(options.tokens, 'utf8'), options.centre);
  }
  if (!options.platform) throw new Error(`no token file ${options.tokens}`);
  const api = new PlatformApi(options.platform);
  await api.signIn(options.username as string, options.password as string);
  const projectId = await api.project(options.project, options.centre);
  const planned = planFleet({
    count: options.devices,
    centre: options.centre,
    radiusKm: options.radiusKm,
    prefix: options.prefix,
    seed: options.seed,
  });
  const rows = await api.addDevices(projectId, planned, (done) => {
    if (done % 50 === 0 || done === planned.length)
      process.stdout.write(`\radded ${done}/${planned.length} devices`);
  });
  process.stdout.write('\n');
  const file = options.tokens ?? `simulated-tokens-${options.prefix.replace(/[^A-Za-z0-9_-]/g, '')}.csv`;
  writeFileSync(file, formatTokens(rows), { mode: 0o600 });
  console.log(`access tokens kept in ${file}: run again with --tokens ${file} to reuse these devices`);
  return rows;
}

function brokerUrl(options: CliOptions): string {
  if (options.url) return options.url;
  if (options.mqttUrl) return options.mqttUrl;
  return `mqtt://${new URL(options.platform as string).hostname}:1883`;
}

/** Lines typed while the fleet runs: fault CODE KIND on|off, summary, quit. */
function listen(fleet: Fleet, stop: () => void): void {
  if (!process.stdin.isTTY) return;
  const lines = createInterface({ input: process.stdin });
  lines.on('line', (line) => {
    const [word, code = '', kind = '', state = 'on'] = line.trim().split(/\s+/);
    if (word === 'quit' || word === 'exit') stop();
    else if (word === 'summary') console.log(summaryLine(fleet.summary()));
    else if (word === 'fault' && isFaultKind(kind)) {
      fleet.setFault(code, kind, state !== 'off').then(
        () => console.log(`${code}: ${kind} ${state !== 'off' ? 'on' : 'off'}`),
        (error: Error) => console.log(error.message),
      );
    } else if (word) console.log(`fault CODE ${faultKinds.join('|')} on|off, summary, quit`);
  });
  process.once('exit', () => lines.close());
}

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const rows = await tokenRows(options);
  const devices = devicesOf(rows).map((device) => ({
    ...device,
    ...(options.interval ? { reportInterval: options.interval } : {}),
  }));
  const fleet = startFleet({
    devices,
    broker: brokerUrl(options),
    speed: options.speed,
    ...(options.start === undefined ? {} : { start: options.start }),
    seed: options.seed,
    jitter: options.jitter,
    minRealIntervalMs: options.minIntervalMs,
    faults: options.faults,
    ...(options.timestamps ? { timestamps: options.timestamps } : {}),
    // LED screens fetch the programs they are told to play from the platform's HTTP address.
    ...(options.platform ? { deviceApi: options.platform } : {}),
  });
  const offset = defaultUtcOffsetMinutes(options.centre.lng);
  console.log(`${rows.length} devices on ${brokerUrl(options)} at ${options.speed}x`);
  const printer = setInterval(() => console.log(summaryLine(fleet.summary(), offset)), 5000);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    clearInterval(printer);
    console.log(summaryLine(fleet.summary(), offset));
    fleet.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  if (options.durationS !== undefined) setTimeout(stop, options.durationS * 1000);
  listen(fleet, stop);
}

main().catch((error: Error) => {
  console.error(error.message);
  console.error('npm run simulate -- --help shows the options');
  process.exit(1);
});

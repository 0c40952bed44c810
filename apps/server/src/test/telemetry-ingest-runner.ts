/**
 * The platform's ingest in a process of its own, for the kill -9 test: it keeps RUNNER_IN_FLIGHT
 * telemetry messages of the devices in RUNNER_DEVICES going through the real ingest on the real
 * store (DATABASE_URL, else the embedded one in DATA_DIR), and prints `ack <deviceId> <sequence>`
 * as soon as a message's promise resolves: what a transport would acknowledge. Every other
 * message comes without a device time, in bursts stamped on arrival as the transports stamp them.
 * On Linux a write to a pipe is done when `write` returns, so a printed acknowledgement is never
 * lost with the process.
 */
import { openStore } from '../db/client';
import { migrate } from '../db/migrate';
import { ArrivalClock } from '../transport/arrival-clock';
import type { DeviceIdentity } from '../transport/device-messages';
import { startIngest } from './telemetry-fixture';

const devices = JSON.parse(process.env.RUNNER_DEVICES ?? '[]') as DeviceIdentity[];
const firstTs = Number(process.env.RUNNER_FIRST_TS);
const inFlight = Number(process.env.RUNNER_IN_FLIGHT ?? 200);

const store = await openStore(
  process.env.DATABASE_URL
    ? { kind: 'postgres', url: process.env.DATABASE_URL }
    : { kind: 'pglite', dataDir: process.env.DATA_DIR ?? '' },
);
await migrate(store);
const { ingest } = startIngest(store);
process.stdout.write('ready\n');

const arrivals = new ArrivalClock();
let sequence = Number(process.env.RUNNER_FIRST_SEQUENCE ?? 0);
function sendNext(): void {
  const n = sequence++;
  const device = devices[n % devices.length];
  if (!device) throw new Error('RUNNER_DEVICES is empty');
  const time = n % 2 === 0 ? { ts: firstTs + n } : arrivals.next();
  ingest.telemetry({ device, entries: [{ ...time, values: { batterySoc: n % 101, sequence: n } }] }).then(
    () => {
      process.stdout.write(`ack ${device.deviceId} ${n}\n`);
      sendNext();
    },
    (error: Error) => {
      process.stderr.write(`not stored ${n}: ${error.message}\n`);
      sendNext();
    },
  );
}
for (let i = 0; i < inFlight; i++) sendNext();

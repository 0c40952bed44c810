// The reference broker for the terminals' broadcast bench: Aedes, the library of the platform's
// own broker, bare (no authentication, no topic rules, no storage, no database), on a free port of
// 127.0.0.1. Reports `{ready, port}` over IPC, then answers:
//   {subscribed}  how many clients subscribed to their commands so far
//   {broadcast, broadcastid, terminals, timeoutMs}  publishes playBroadcast once on the topic every
//       terminal subscribes to (`v1/devices/me/rpc/request/+`: a bare broker gives each the same
//       one), and answers each answer's time on `v1/devices/me/rpc/response/1` from the publish,
//       once `terminals` answered or `timeoutMs` passed
// and stops on {stop}.

import net from 'node:net';
import { Aedes } from 'aedes';
import type { ReferenceFigures } from './fleet-child';

interface BroadcastRequest {
  type: 'broadcast';
  broadcastid: number;
  terminals: number;
  timeoutMs: number;
}

const COMMAND_ID = '1';
const COMMANDS = 'v1/devices/me/rpc/request/+';
const aedes = new Aedes();
const server = net.createServer((socket) => aedes.handle(socket));
let subscribed = 0;
aedes.on('subscribe', (subscriptions) => {
  if (subscriptions.some((subscription) => subscription.topic === COMMANDS)) subscribed += 1;
});

/** The answers' times (ms from the publish), until `terminals` came or the time ran out. */
async function broadcast(request: BroadcastRequest): Promise<ReferenceFigures> {
  const doneMs: (number | null)[] = [];
  const failedMs: number[] = [];
  const failures: string[] = [];
  let started = 0;
  let settle: () => void = () => {};
  const settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const collect = (packet: { payload: Buffer | string }, done: () => void) => {
    const at = performance.now() - started;
    const answer = JSON.parse(packet.payload.toString()) as {
      ok?: boolean;
      error?: string;
      message?: string;
    };
    if (answer.ok === false) {
      failures.push(`failed: ${answer.error}: ${answer.message}`);
      failedMs.push(at);
    } else {
      doneMs.push(at);
    }
    if (doneMs.length + failedMs.length >= request.terminals) settle();
    done();
  };
  const topic = `v1/devices/me/rpc/response/${COMMAND_ID}`;
  await new Promise<void>((resolve) => aedes.subscribe(topic, collect, resolve));
  const payload = Buffer.from(
    JSON.stringify({ method: 'playBroadcast', params: { broadcastid: request.broadcastid } }),
  );
  started = performance.now();
  aedes.publish(
    {
      cmd: 'publish',
      topic: `v1/devices/me/rpc/request/${COMMAND_ID}`,
      payload,
      qos: 1,
      retain: false,
      dup: false,
    },
    () => {},
  );
  const timer = setTimeout(settle, request.timeoutMs);
  await settled;
  clearTimeout(timer);
  await new Promise<void>((resolve) => aedes.unsubscribe(topic, collect, resolve));
  const silent = request.terminals - doneMs.length - failedMs.length;
  return {
    doneMs: [...doneMs, ...Array.from({ length: Math.max(0, silent) }, () => null)],
    failedMs,
    failures,
  };
}

process.on('message', (request: BroadcastRequest | { type: 'subscribed' } | { type: 'stop' }) => {
  if (request.type === 'subscribed') {
    process.send?.({ type: request.type, subscribed });
    return;
  }
  if (request.type === 'stop') {
    aedes.close(() => {
      server.close();
      process.send?.({ type: 'stop' });
      setImmediate(() => process.exit(0));
    });
    return;
  }
  broadcast(request).then(
    (figures) => process.send?.({ type: request.type, ...figures }),
    (error: Error) => process.send?.({ type: 'error', message: error.message }),
  );
});
await aedes.listen();
server.listen(0, '127.0.0.1', () => {
  process.send?.({ type: 'ready', port: (server.address() as net.AddressInfo).port });
});

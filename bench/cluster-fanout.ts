// Command fan-out in a cluster: devices spread over the processes, each subscribed to its RPC topic
// and answering every command at once; one command to all of them (their project) through the
// first process, as the web sends it; how long until each device got it and until each answer was
// recorded (its finishtime), and what the processes, PostgreSQL and Redis spent meanwhile.

import { setTimeout as sleep } from 'node:timers/promises';
import type { CommandResult } from '@lamplighter/contract';
import { commandOutcomes, commandSettled, waitFor } from './bench-run';
import { connectSplit } from './cluster-clients';
import { type Spent, startCounting } from './cluster-counters';
import type { BenchCluster } from './cluster-platform';
import { completionOf } from './delivery-figures';
import { call } from './http-load';
import { closeClients, percentile } from './mqtt-load';
import type { WatchedRedis } from './redis-server';

const IDLE_SECONDS = 3;

export interface FanoutSettings {
  tokens: string[];
  projectId: number;
  repeats: number;
}

export interface FanoutRun {
  /** Devices the command was sent to (the others were taken for offline). */
  sentTo: number;
  /** The call's answer, from the call. */
  answerMs: number;
  /** When devices got the command (in this process, as each client's first receipt), from the call. */
  receipt: { received: number; p50Ms: number; p95Ms: number; maxMs: number };
  /** When the answers were recorded (finishtime), from the call, in s. */
  completion: ReturnType<typeof completionOf>;
  failures: Record<string, number>;
  spent: Spent;
}

export interface FanoutFigures {
  connectS: number;
  /** Commands sent until the first process took every device for online (the last of them included). */
  warmups: number;
  /** What the processes, PostgreSQL and Redis spend with the devices connected and nothing sent. */
  idle: Spent;
  runs: FanoutRun[];
}

/** The command a person sends to a project from the web. */
function sendSwitch(cluster: BenchCluster, projectId: number) {
  return call<CommandResult>(
    cluster.first.server.port,
    '/remote/device/command',
    cluster.first.post({ projectid: projectId, method: 'switch', params: { on: true } }),
  );
}

export async function fanoutRuns(
  cluster: BenchCluster,
  redis: WatchedRedis,
  settings: FanoutSettings,
): Promise<FanoutFigures> {
  const devices = settings.tokens.length;
  const connectStarted = performance.now();
  const { clients } = await connectSplit(cluster, settings.tokens, {
    subscribe: 'v1/devices/me/rpc/request/+',
  });
  const connectS = (performance.now() - connectStarted) / 1000;
  const receipts = new Map<number, number>();
  for (const [index, client] of clients.entries()) {
    client.on('message', (topic) => {
      if (!receipts.has(index)) receipts.set(index, Date.now());
      client.publish(topic.replace('/request/', '/response/'), '{"ok":true}', { qos: 1 });
    });
  }
  const sentToOf = (answer: CommandResult) => answer.socketResultMap.switch?.handleDevice.length ?? 0;
  const settle = (commandId: number) =>
    waitFor(`command ${commandId} settled`, () => commandSettled(cluster.first, commandId), 120);
  try {
    // Until the first process takes every device for online (those on another process, announced
    // on the bus a moment after they subscribed, included); this also warms the processes up.
    let warmups = 0;
    for (let sentTo = 0; sentTo < devices; warmups++) {
      if (warmups === 20) throw new Error(`only ${sentTo} of ${devices} devices taken for online`);
      const answer = await sendSwitch(cluster, settings.projectId);
      sentTo = sentToOf(answer);
      await settle(answer.commandid);
    }
    const resting = await startCounting(cluster, redis);
    await sleep(IDLE_SECONDS * 1000);
    const idle = await resting.spent();
    const runs: FanoutRun[] = [];
    for (let repeat = 0; repeat < settings.repeats; repeat++) {
      receipts.clear();
      const counting = await startCounting(cluster, redis);
      const sentAt = Date.now();
      const answer = await sendSwitch(cluster, settings.projectId);
      const answerMs = Date.now() - sentAt;
      await settle(answer.commandid);
      const spent = await counting.spent();
      const outcomes = await commandOutcomes(cluster.first, answer.commandid, sentAt);
      const received = [...receipts.values()].map((at) => at - sentAt).sort((a, b) => a - b);
      runs.push({
        sentTo: sentToOf(answer),
        answerMs,
        receipt: {
          received: received.length,
          p50Ms: percentile(received, 0.5),
          p95Ms: percentile(received, 0.95),
          maxMs: received.at(-1) ?? 0,
        },
        completion: completionOf({ devices, doneMs: outcomes.doneMs }),
        failures: outcomes.failures,
        spent,
      });
    }
    return { connectS, warmups, idle, runs };
  } finally {
    await closeClients(clients);
  }
}

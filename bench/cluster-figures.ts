// The cluster bench's result, and the figures derived from it: CPU per 1,000 messages (or per
// 1,000 devices commanded) by process, PostgreSQL and Redis, Redis commands per message, and the
// medians of the fan-outs.

import type { Spent } from './cluster-counters';
import type { FanoutFigures } from './cluster-fanout';
import type { IngestRun } from './cluster-ingest';
import type { ClusterSetup } from './cluster-platform';
import type { runMachine } from './machine';
import type { PublishCost } from './redis-patterns';

export interface SetupResult {
  setup: ClusterSetup;
  ingest: IngestRun;
  fanout: FanoutFigures;
  redisKeysDeleted: number;
}

export interface ClusterResult {
  machine: ReturnType<typeof runMachine>;
  redis: {
    url: string;
    version: string;
    /** The shared Redis before the bench used it: its floor, whoever else uses it. */
    idle: { seconds: number; commandsPerS: number; cpuPercent: number };
    /** A PUBLISH on the machine's Redis with no pattern of the bench, before the setups. */
    publishFloor: PublishCost | undefined;
    /** On a fresh server of the bench's own: none, some, four times as many, none again. */
    publishCosts: PublishCost[];
  };
  settings: {
    clients: number;
    window: number;
    warmupS: number;
    seconds: number;
    devices: number;
    fanouts: number;
  };
  setups: SetupResult[];
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** CPU ms per 1,000 (messages, devices), which is also µs per one. */
const msPerThousand = (cpuS: number, count: number) => (count === 0 ? Number.NaN : (cpuS * 1e6) / count);

/** The middle value; null (not reached) counts as the largest. */
export function median(values: (number | null)[]): number | null {
  const sorted = [...values].sort(
    (a, b) => (a ?? Number.POSITIVE_INFINITY) - (b ?? Number.POSITIVE_INFINITY),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? null;
}

export function ingestFigures(run: IngestRun) {
  const { spent, messages } = run;
  return {
    processCpuMs: spent.processCpuS.map((cpu, p) => msPerThousand(cpu, run.messagesByProcess[p] ?? 0)),
    /** How busy each process was, in % of one core. */
    processCorePercent: spent.processCpuS.map((cpu) => (cpu / spent.seconds) * 100),
    platformCpuMs: msPerThousand(sum(spent.processCpuS), messages),
    databaseCpuMs: msPerThousand(spent.databaseCpuS, messages),
    redisCpuMs: msPerThousand(spent.redisCpuS, messages),
    benchCpuMs: msPerThousand(spent.benchCpuS, messages),
    redisCommandsPerMessage: spent.redisCommands / messages,
    allStored: run.rowsStored >= run.rowsAcknowledged,
  };
}

/**
 * The medians of the fan-outs, and their CPU per 1,000 devices commanded, less what the same
 * processes spend idle over as many seconds (sweeps, heartbeats): the cost of the commands
 * themselves. Redis's figures are taken whole: the bench's processes hardly use it idle, and what
 * others do with the shared server in a few idle seconds would only add noise.
 */
export function fanoutFigures(figures: FanoutFigures) {
  const { runs, idle } = figures;
  const devices = sum(runs.map((run) => run.sentTo));
  const seconds = sum(runs.map((run) => run.spent.seconds));
  const net = (pick: (spent: Spent) => number) =>
    sum(runs.map((run) => pick(run.spent))) - (pick(idle) * seconds) / idle.seconds;
  const processCpuS = idle.processCpuS.map((_, p) => net((spent) => spent.processCpuS[p] ?? 0));
  return {
    sentTo: runs.map((run) => run.sentTo),
    answerMs: median(runs.map((run) => run.answerMs)),
    receiptP95Ms: median(runs.map((run) => run.receipt.p95Ms)),
    p50S: median(runs.map((run) => run.completion.p50S)),
    p95S: median(runs.map((run) => run.completion.p95S)),
    allS: median(runs.map((run) => run.completion.allS)),
    done: runs.map((run) => run.completion.done),
    /** Each process's idle CPU, in % of a core. */
    idleCorePercent: idle.processCpuS.map((cpu) => (cpu / idle.seconds) * 100),
    /** Each process's CPU per 1,000 devices commanded (all the command's devices, wherever connected). */
    processCpuMs: processCpuS.map((cpu) => msPerThousand(cpu, devices)),
    platformCpuMs: msPerThousand(sum(processCpuS), devices),
    databaseCpuMs: msPerThousand(
      net((spent) => spent.databaseCpuS),
      devices,
    ),
    redisCpuMs: msPerThousand(sum(runs.map((run) => run.spent.redisCpuS)), devices),
    redisCommandsPerDevice: sum(runs.map((run) => run.spent.redisCommands)) / devices,
    /** Redis CPU over one fan-out (median), in s: how much of its time Redis alone took. */
    redisCpuS: median(runs.map((run) => run.spent.redisCpuS)),
    failures: runs.flatMap((run) => Object.entries(run.failures)),
  };
}

/** Messages a second one core carries at `msPer1000` CPU ms per 1,000 messages. */
export const perCore = (msPer1000: number) => 1e6 / msPer1000;

/**
 * From the bench's own server: a PUBLISH with no pattern, what each pattern subscription adds to
 * it (µs, between the two larger counts), and a PUBLISH with none again after them.
 */
export function publishCostLine(costs: PublishCost[]) {
  const [fresh, some, more, after] = costs;
  const perPatternUs =
    some && more && more.patterns > some.patterns
      ? (more.cpuUsPerPublish - some.cpuUsPerPublish) / (more.patterns - some.patterns)
      : Number.NaN;
  return {
    baseUs: fresh?.cpuUsPerPublish ?? Number.NaN,
    perPatternUs,
    afterUs: after?.cpuUsPerPublish ?? Number.NaN,
  };
}

// A broadcast of a BENCH_SOUND_S (3) s sound to BENCH_TERMINALS (10,000) simulated broadcast
// terminals of one project, on PostgreSQL (BENCH_DATABASE_URL, 127.0.0.1:5432): how long until the
// first, half, 95 % and every terminal reported played, the platform's CPU and resident memory while
// it sends, serves and records, and the same terminals playing the same sound told by a bare Aedes
// broker and served by a bare Node file server on the same machine for the ratios. The terminals
// run in BENCH_FLEET_PROCESSES (2) processes of their own and connect over BENCH_RAMP_UP_S seconds
// (160 a second unless given). Bounded by BENCH_TIMEOUT_S (600) per delivery. Writes
// bench/results/terminals-broadcast-<date>.{json,md}.

import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Broadcast, DEVICE_TYPE } from '@lamplighter/contract';
import { stopServerProcess } from '../apps/server/src/test/server-process';
import { benchDevicesSql } from './bench-devices';
import {
  ask,
  type BenchPlatform,
  commandOutcomes,
  commandSettled,
  databaseCountsBetween,
  databasePids,
  databaseWork,
  measure,
  onCleanUp,
  openFilesLimit,
  restingFigures,
  runBench,
  startBenchPlatform,
  startChild,
  tally,
  waitFor,
  waitUntilHeard,
  windowFigures,
  writeResults,
} from './bench-run';
import { type DeliveryRun, withoutTimes } from './delivery-figures';
import type { FetchedFigures, ReferenceFigures } from './fleet-child';
import { call } from './http-load';
import { runMachine } from './machine';
import { type BroadcastResult, broadcastMarkdown } from './terminals-broadcast-report';

const terminals = Number(process.env.BENCH_TERMINALS ?? 10_000);
const soundSeconds = Number(process.env.BENCH_SOUND_S ?? 3);
const fleetProcesses = Number(process.env.BENCH_FLEET_PROCESSES ?? 2);
const timeoutMs = Number(process.env.BENCH_TIMEOUT_S ?? 600) * 1000;
// The simulator's own spread (1,000 a second for 10,000) outruns the platform's authentication
// here: connections time out and come again, which is not what this bench measures.
const rampUpS = Number(process.env.BENCH_RAMP_UP_S ?? Math.ceil(terminals / 160));
const TOKEN_PREFIX = 'bench-terminal-';
const SETTLE_SECONDS = 5;
const SOUND_TYPE = 'audio/mpeg';
const SOUND_ENCODING = '440 Hz sine (ffmpeg lavfi), MP3 64 kbit/s mono 22.05 kHz';

/** A sine tone of `soundSeconds` as MP3, as an announcement would be uploaded. */
async function makeSound(file: string) {
  await promisify(execFile)('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-f', 'lavfi'],
    ...['-i', `sine=frequency=440:duration=${soundSeconds}`, '-ac', '1', '-ar', '22050'],
    ...['-c:a', 'libmp3lame', '-b:a', '64k', '-metadata', `title=${randomUUID()}`, file],
  ]);
  return { bytes: fs.statSync(file).size, seconds: soundSeconds };
}

/** The terminals, split over `fleetProcesses` children, connecting to `broker`, fetching from `deviceApi`. */
async function startTerminals(broker: string, deviceApi: string) {
  const share = Math.ceil(terminals / fleetProcesses);
  const children = await Promise.all(
    Array.from({ length: fleetProcesses }, (_, index) =>
      startChild('terminals-child.ts', {
        FLEET_COUNT: String(Math.max(0, Math.min(share, terminals - index * share))),
        FLEET_FIRST: String(index * share),
        FLEET_TOKEN_PREFIX: TOKEN_PREFIX,
        FLEET_RAMP_UP_MS: String(rampUpS * 1000),
      }),
    ),
  );
  const askAll = <T>(request: { type: string } & Record<string, unknown>) =>
    Promise.all(children.map(({ child }) => ask<T>(child, request)));
  await askAll({ type: 'fleet', broker, deviceApi });
  await waitFor('every terminal connected', async () => {
    const counts = await askAll<{ connected: number }>({ type: 'connected' });
    return counts.reduce((sum, count) => sum + count.connected, 0) >= terminals;
  });
  return {
    pids: children.map(({ child }) => child.pid),
    async fetched(): Promise<FetchedFigures> {
      const figures = await askAll<FetchedFigures>({ type: 'fetched' });
      const sum = (key: keyof FetchedFigures) => figures.reduce((total, each) => total + each[key], 0);
      return {
        files: sum('files'),
        commandsRun: sum('commandsRun'),
        commandsRefused: sum('commandsRefused'),
        connects: sum('connects'),
        disconnects: sum('disconnects'),
      };
    },
    stop: () => Promise.all(children.map(({ stop }) => stop())),
  };
}

interface Platform extends BenchPlatform {
  projectId: number;
  mediaId: number;
}

/** The platform on a database of its own, the sound in its library, the terminals added to one project. */
async function preparePlatform(sound: string, mediaDir: string): Promise<Platform> {
  const platform = await startBenchPlatform(mediaDir);
  const mediaId = await platform.upload(sound, SOUND_TYPE);
  const project = 'Bench terminals';
  await platform.sql.unsafe(
    benchDevicesSql({
      project,
      count: terminals,
      typeId: DEVICE_TYPE.broadcastTerminal,
      code: 'BT',
      name: 'Bench terminal',
      tokenPrefix: TOKEN_PREFIX,
    }),
  );
  const [row] = await platform.sql<{ id: number }[]>`select id from projects where name = ${project}`;
  return { ...platform, projectId: row?.id ?? 0, mediaId };
}

/** The terminals connect; the broadcast goes to their project; every terminal's answer is awaited. */
async function platformRun(platform: Platform, soundBytes: number) {
  const { server, sql } = platform;
  const fleet = await startTerminals(
    `mqtt://127.0.0.1:${platform.mqttPort}`,
    `http://127.0.0.1:${server.port}`,
  );
  // Each terminal reports as it connects, once subscribed: the baseline begins once every one was heard.
  await waitUntilHeard(platform, platform.projectId, terminals, 'terminal');
  const serverPid = server.child.pid ?? 0;
  const before = await restingFigures([serverPid], SETTLE_SECONDS);
  const workBefore = await databaseWork(sql);
  const sentAt = Date.now();
  let commandId = 0;
  let answerMs = 0;
  const adding = call<Broadcast>(
    server.port,
    '/remote/broadcast/add',
    platform.post({
      name: `Bench ${terminals} terminals`,
      source: 'file',
      mediaid: platform.mediaId,
      projectid: platform.projectId,
      schedule: { kind: 'now' },
    }),
  ).then((answer) => {
    commandId = answer.runs[0]?.commandid ?? 0;
    answerMs = Date.now() - sentAt;
    return answer;
  });
  // A failed call ends the window at once instead of waiting for the timeout.
  let failed = false;
  adding.catch(() => {
    failed = true;
  });
  const window = await measure(
    { server: [serverPid], fleet: fleet.pids, database: () => databasePids(sql) },
    async () => failed || (commandId !== 0 && (await commandSettled(platform, commandId))),
    timeoutMs,
  );
  const added = await adding;
  const outcomes = await commandOutcomes(platform, commandId, sentAt);
  const after = await restingFigures([serverPid], SETTLE_SECONDS);
  const databaseCounts = databaseCountsBetween(workBefore, await databaseWork(sql));
  const fetched = await fleet.fetched();
  await fleet.stop();
  const run: DeliveryRun = {
    devices: terminals,
    ...outcomes,
    bytesServed: fetched.files * soundBytes,
    ...windowFigures(window, before, after),
  };
  const addAnswer = { answerMs, counts: added.runs[0]?.counts ?? null };
  const connections = { connects: fetched.connects, disconnects: fetched.disconnects };
  return {
    run,
    addAnswer,
    databaseCounts,
    connections,
    broadcastId: added.id,
    filesLimit: openFilesLimit(serverPid),
  };
}

/**
 * The same terminals' client code, told by a bare broker (one publish on the topic they all
 * subscribe to) and fetching the same manifest and sound from a bare file server.
 */
async function referenceRun(manifest: string, sound: string, soundBytes: number) {
  const files = await startChild<{ port: number }>('reference-file-server.ts', {
    REFERENCE_MANIFEST: manifest,
    REFERENCE_FILE: sound,
    REFERENCE_CONTENT_TYPE: SOUND_TYPE,
  });
  const broker = await startChild<{ port: number }>('reference-broker.ts', {});
  const fleet = await startTerminals(
    `mqtt://127.0.0.1:${broker.ready.port}`,
    `http://127.0.0.1:${files.ready.port}`,
  );
  await waitFor('every terminal subscribed', async () => {
    return (await ask<{ subscribed: number }>(broker.child, { type: 'subscribed' })).subscribed >= terminals;
  });
  const serverPids = [broker.child.pid, files.child.pid];
  const before = await restingFigures(serverPids, SETTLE_SECONDS);
  const { broadcastid } = JSON.parse(manifest) as { broadcastid: number };
  let figures: ReferenceFigures | undefined;
  const broadcasting = ask<ReferenceFigures>(broker.child, {
    type: 'broadcast',
    broadcastid,
    terminals,
    timeoutMs,
  }).then((answer) => {
    figures = answer;
  });
  const window = await measure(
    { server: serverPids, fleet: fleet.pids },
    async () => figures !== undefined,
    timeoutMs,
  );
  if (!window.timedOut) await broadcasting;
  const after = await restingFigures(serverPids, SETTLE_SECONDS);
  const fetched = await fleet.fetched();
  await fleet.stop();
  const run: DeliveryRun = {
    devices: terminals,
    doneMs: figures?.doneMs ?? Array.from({ length: terminals }, () => null),
    failedMs: figures?.failedMs ?? [],
    failures: tally(figures?.failures ?? []),
    bytesServed: fetched.files * soundBytes,
    ...windowFigures(window, before, after),
  };
  return { run, connections: { connects: fetched.connects, disconnects: fetched.disconnects } };
}

async function main() {
  const machine = runMachine();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lamplighter-terminals-'));
  onCleanUp(() => fs.rmSync(dir, { recursive: true, force: true }));
  const soundFile = path.join(dir, 'bench-sound.mp3');
  const sound = await makeSound(soundFile);
  const platform = await preparePlatform(soundFile, path.join(dir, 'media'));
  const ours = await platformRun(platform, sound.bytes);
  const manifest = await fetch(
    `http://127.0.0.1:${platform.server.port}/api/v1/${TOKEN_PREFIX}0/broadcast/${ours.broadcastId}`,
  );
  const manifestText = await manifest.text();
  // The reference runs on a quiet machine too: the platform is done.
  await stopServerProcess(platform.server);
  const theirs = await referenceRun(manifestText, soundFile, sound.bytes);
  const result: BroadcastResult = {
    machine,
    terminals,
    fleetProcesses,
    rampUpS,
    serverFilesLimit: ours.filesLimit,
    sound: { ...sound, encoding: SOUND_ENCODING },
    addAnswer: ours.addAnswer,
    databaseCounts: ours.databaseCounts,
    connections: { platform: ours.connections, reference: theirs.connections },
    platform: ours.run,
    reference: theirs.run,
  };
  // Each terminal's time is in the markdown's percentiles; the file keeps the figures.
  const json = { ...result, platform: withoutTimes(ours.run), reference: withoutTimes(theirs.run) };
  writeResults('terminals-broadcast', machine.date, json, broadcastMarkdown(result));
}

await runBench(main);

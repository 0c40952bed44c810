// Publishing a program of one BENCH_FILE_MB (50) MB video to BENCH_SCREENS (1,000) simulated LED
// screens, on PostgreSQL (BENCH_DATABASE_URL, 127.0.0.1:5432): how long until every screen holds it,
// the platform's CPU and resident memory while it serves the file, and the same screens fetching
// the same file from a bare Node file server on the same machine for the ratios. Bounded by
// BENCH_TIMEOUT_S (900) per delivery. Writes bench/results/screens-publish-<date>.{json,md}.

import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DEVICE_TYPE, type ProgramPublished } from '@lamplighter/contract';
import { programOf } from '../apps/server/src/test/program-fixture';
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
import { type PublishResult, publishMarkdown, ratesOf } from './screens-publish-report';

const screens = Number(process.env.BENCH_SCREENS ?? 1000);
const fileMB = Number(process.env.BENCH_FILE_MB ?? 50);
const timeoutMs = Number(process.env.BENCH_TIMEOUT_S ?? 900) * 1000;
const TOKEN_PREFIX = 'bench-screen-';
const VIDEO_BITRATE = 16e6;
const SETTLE_SECONDS = 5;

/** A clip of testsrc2 at 16 Mbit/s cut at `bytes` (ffmpeg's -fs), H.264 yuv420p as screens play it. */
async function makeClip(file: string, bytes: number) {
  const seconds = Math.ceil((bytes * 8) / VIDEO_BITRATE) + 10;
  await promisify(execFile)('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-f', 'lavfi'],
    ...['-i', 'testsrc2=size=1280x720:rate=25', '-t', String(seconds), '-pix_fmt', 'yuv420p'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '16M', '-maxrate', '16M', '-bufsize', '16M'],
    ...['-fs', String(bytes), '-metadata', `title=${randomUUID()}`, '-movflags', '+faststart', file],
  ]);
  const probe = await promisify(execFile)('ffprobe', [
    ...['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', file],
  ]);
  return { bytes: fs.statSync(file).size, seconds: Math.round(Number(probe.stdout.trim())) };
}

interface Platform extends BenchPlatform {
  projectId: number;
  programId: number;
}

/** The platform on a database of its own, the clip in its library, a program of it approved, the screens added. */
async function preparePlatform(clip: string, mediaDir: string): Promise<Platform> {
  const platform = await startBenchPlatform(mediaDir);
  const { server, post, sql } = platform;
  const mediaId = await platform.upload(clip, 'video/mp4');
  const program = await call<{ id: number }>(
    server.port,
    '/remote/program/add',
    post(programOf(`Bench ${fileMB} MB`, mediaId)),
  );
  await call(server.port, '/remote/program/submit', post({ id: program.id }));
  await call(server.port, '/remote/program/review', post({ id: program.id, approve: true }));
  const project = 'Bench screens';
  await sql.unsafe(
    benchDevicesSql({
      project,
      count: screens,
      typeId: DEVICE_TYPE.ledScreen,
      code: 'BS',
      name: 'Bench screen',
      tokenPrefix: TOKEN_PREFIX,
    }),
  );
  const [row] = await sql<{ id: number }[]>`select id from projects where name = ${project}`;
  return { ...platform, projectId: row?.id ?? 0, programId: program.id };
}

const screensEnv = { FLEET_COUNT: String(screens), FLEET_TOKEN_PREFIX: TOKEN_PREFIX };

/** The fleet connects; the program is published to its project; every screen's answer is awaited. */
async function platformRun(platform: Platform, fileBytes: number) {
  const { server, sql } = platform;
  const { child, stop } = await startChild('screens-child.ts', screensEnv);
  const base = `http://127.0.0.1:${server.port}`;
  await ask(child, { type: 'fleet', broker: `mqtt://127.0.0.1:${platform.mqttPort}`, deviceApi: base });
  await waitFor('every screen connected', async () => {
    return (await ask<{ connected: number }>(child, { type: 'connected' })).connected >= screens;
  });
  // Each screen reports and asks for its schedule as it connects: the baseline begins once every one was heard.
  await waitUntilHeard(platform, platform.projectId, screens, 'screen');
  const serverPid = server.child.pid ?? 0;
  const before = await restingFigures([serverPid], SETTLE_SECONDS);
  const workBefore = await databaseWork(sql);
  const sentAt = Date.now();
  let commandId = 0;
  let answerMs = 0;
  const publishing = call<ProgramPublished>(
    server.port,
    '/remote/program/publish',
    platform.post({ id: platform.programId, projectid: platform.projectId }),
  ).then((answer) => {
    commandId = answer.command.commandid;
    answerMs = Date.now() - sentAt;
    return answer;
  });
  const window = await measure(
    { server: [serverPid], fleet: [child.pid], database: () => databasePids(sql) },
    async () => commandId !== 0 && (await commandSettled(platform, commandId)),
    timeoutMs,
  );
  const published = await publishing;
  const outcomes = await commandOutcomes(platform, commandId, sentAt);
  const after = await restingFigures([serverPid], SETTLE_SECONDS);
  const databaseCounts = databaseCountsBetween(workBefore, await databaseWork(sql));
  const fetched = await ask<FetchedFigures>(child, { type: 'fetched' });
  await stop();
  const reached = published.command.socketResultMap.playProgram;
  const run: DeliveryRun = {
    devices: screens,
    ...outcomes,
    bytesServed: fetched.files * fileBytes,
    ...windowFigures(window, before, after),
  };
  const publishAnswer = {
    handled: reached?.handleDevice.length ?? 0,
    offline: reached?.offlineDevice.length ?? 0,
    answerMs,
  };
  return { run, publishAnswer, databaseCounts };
}

/** The same screens' client code takes the same manifest and file from a bare Node file server. */
async function referenceRun(platform: Platform, clip: string, fileBytes: number): Promise<DeliveryRun> {
  const manifest = await fetch(
    `http://127.0.0.1:${platform.server.port}/api/v1/${TOKEN_PREFIX}0/program/${platform.programId}`,
  );
  const manifestText = await manifest.text();
  const { version } = JSON.parse(manifestText) as { version: number };
  const files = await startChild<{ port: number }>('reference-file-server.ts', {
    REFERENCE_MANIFEST: manifestText,
    REFERENCE_FILE: clip,
  });
  const { child } = await startChild('screens-child.ts', screensEnv);
  const before = await restingFigures([files.child.pid], SETTLE_SECONDS);
  let figures: ReferenceFigures | undefined;
  const fetching = ask<ReferenceFigures>(child, {
    type: 'reference',
    url: `http://127.0.0.1:${files.ready.port}`,
    programid: platform.programId,
    version,
  }).then((answer) => {
    figures = answer;
  });
  const window = await measure(
    { server: [files.child.pid], fleet: [child.pid] },
    async () => figures !== undefined,
    timeoutMs,
  );
  if (!window.timedOut) await fetching;
  const after = await restingFigures([files.child.pid], SETTLE_SECONDS);
  const doneMs = figures?.doneMs ?? Array.from({ length: screens }, () => null);
  return {
    devices: screens,
    doneMs,
    failedMs: figures?.failedMs ?? [],
    failures: tally(figures?.failures ?? []),
    bytesServed: doneMs.filter((ms) => ms !== null).length * fileBytes,
    ...windowFigures(window, before, after),
  };
}

async function main() {
  const machine = runMachine();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lamplighter-screens-'));
  onCleanUp(() => fs.rmSync(dir, { recursive: true, force: true }));
  const clip = path.join(dir, 'bench-clip.mp4');
  const file = await makeClip(clip, Math.round(fileMB * 2 ** 20));
  const platform = await preparePlatform(clip, path.join(dir, 'media'));
  const { run, publishAnswer, databaseCounts } = await platformRun(platform, file.bytes);
  const reference = await referenceRun(platform, clip, file.bytes);
  const result: PublishResult = {
    machine,
    screens,
    file: { ...file, encoding: 'testsrc2 1280×720, 25 frames/s, libx264 ultrafast yuv420p, 16 Mbit/s' },
    publishAnswer,
    databaseCounts,
    platform: run,
    reference,
  };
  // Each screen's time is in the markdown's percentiles; the file keeps the figures.
  const figures = (delivery: DeliveryRun) => ({ ...withoutTimes(delivery), rates: ratesOf(delivery) });
  const json = { ...result, platform: figures(run), reference: figures(reference) };
  writeResults('screens-publish', machine.date, json, publishMarkdown(result));
}

await runBench(main);

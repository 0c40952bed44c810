// Measures the device map at BENCH_MAP_DEVICES devices (100,000) on a fresh PostgreSQL platform:
// 1. GET /remote/device/points, the one binary call of the map: bytes on the wire and time,
//    BENCH_RUNS calls (30) after a warm-up, p50/p99, gzip (as browsers ask) and uncompressed;
// 2. the reference: the same devices through the JSON list, /remote/device/list in pages of 500,
//    every page in turn, BENCH_LIST_RUNS sweeps (5): bytes (on the wire, and gzip -6 computed
//    here) and time of a whole sweep;
// 3. navigation to the first drawn map in headless Chromium (the map's User Timing mark: its first
//    'idle' with the devices' source loaded), BENCH_MAP_RUNS times (10) cold and warm.
// Writes bench/results/device-map-<date>.{json,md}.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';
import { decodeDevicePoints } from '../apps/web/src/features/device-map/api/device-points';
import { pointsCollection } from '../apps/web/src/features/device-map/api/points-geojson';
import { bearerOf } from '../e2e/api';
import { launchBrowser } from '../e2e/browser';
import { adminAccountId, insertDevices, insertProject } from '../e2e/map-fixture';
import { startPlatform } from '../e2e/platform';
import { type DeviceMapResult, deviceMapReport } from './device-map-report';
import { browserMachine } from './machine';
import { type FirstDraw, mapContext, signedInSession, timeFirstDraw } from './map-timing';
import { closeConnections, stats, type WireAnswer, wireGet } from './wire';

const here = path.dirname(fileURLToPath(import.meta.url));
const _root = path.join(here, '..');
const devices = Number(process.env.BENCH_MAP_DEVICES ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 30);
const listRuns = Number(process.env.BENCH_LIST_RUNS ?? 5);
const mapRuns = Number(process.env.BENCH_MAP_RUNS ?? 10);
const PAGE_SIZE = 500;

/** The points call as a browser gets it (gzip) and as a client that takes no compression gets it. */
async function measurePoints(base: string, bearer: string) {
  const url = `${base}/prod-api/remote/device/points`;
  const measure = async (acceptEncoding: string) => {
    const headers = { authorization: bearer, 'accept-encoding': acceptEncoding };
    for (let i = 0; i < 3; i++) await wireGet(url, headers);
    const times: number[] = [];
    let last: WireAnswer | undefined;
    for (let i = 0; i < runs; i++) {
      last = await wireGet(url, headers);
      times.push(last.ms);
    }
    if (!last) throw new Error('no points answer');
    const body = last.encoding === 'gzip' ? zlib.gunzipSync(last.wire) : last.wire;
    const count = body.readUInt32LE(8);
    if (count !== devices) throw new Error(`the points call answered ${count} devices, not ${devices}`);
    return {
      encoding: last.encoding,
      wireBytes: last.wire.length,
      bodyBytes: body.length,
      ...stats(times),
      samplesMs: times,
    };
  };
  return { gzip: await measure('gzip, deflate, br'), identity: await measure('identity') };
}

/**
 * What the page does with the answer before the map's worker takes over: the decoder's typed
 * arrays, then the GeoJSON features built from them (the web app's own functions, on Node's V8).
 */
async function measureDecoding(base: string, bearer: string) {
  const answer = await wireGet(`${base}/prod-api/remote/device/points`, {
    authorization: bearer,
    'accept-encoding': 'identity',
  });
  const buffer = answer.wire.buffer.slice(
    answer.wire.byteOffset,
    answer.wire.byteOffset + answer.wire.length,
  );
  const decode: number[] = [];
  const build: number[] = [];
  for (let run = -3; run < runs; run++) {
    const started = performance.now();
    const points = decodeDevicePoints(buffer as ArrayBuffer);
    const decoded = performance.now();
    const collection = pointsCollection(points);
    const built = performance.now();
    if (collection.features.length !== devices) throw new Error('not every device became a feature');
    if (run < 0) continue;
    decode.push(decoded - started);
    build.push(built - decoded);
  }
  return { decode: stats(decode), features: stats(build) };
}

/** Every device through the JSON list, page after page, as a client without the points call would. */
async function measureListSweeps(base: string, bearer: string) {
  const pages = Math.ceil(devices / PAGE_SIZE);
  const sweeps: number[] = [];
  const pageTimes: number[] = [];
  let wireBytes = 0;
  let rawBytes = 0;
  let gzipBytes = 0;
  for (let run = -1; run < listRuns; run++) {
    const started = performance.now();
    let rows = 0;
    for (let page = 1; page <= pages; page++) {
      const { ms, wire, encoding } = await wireGet(
        `${base}/prod-api/remote/device/list?pagenum=${page}&pagesize=${PAGE_SIZE}`,
        { authorization: bearer, 'accept-encoding': 'gzip, deflate, br' },
      );
      const body = encoding === 'gzip' ? zlib.gunzipSync(wire) : wire;
      if (run === 0) wireBytes += wire.length;
      rows += (JSON.parse(body.toString()) as { data: { list: unknown[] }[] }).data[0]?.list.length ?? 0;
      if (run === 0) {
        rawBytes += body.length;
        gzipBytes += zlib.gzipSync(body).length;
      }
      if (run >= 0) pageTimes.push(ms);
    }
    if (rows !== devices) throw new Error(`the list sweep found ${rows} devices, not ${devices}`);
    if (run >= 0) sweeps.push(performance.now() - started); // the first sweep warms up
  }
  return {
    pages,
    wireBytes,
    rawBytes,
    gzipBytes,
    sweep: stats(sweeps),
    page: stats(pageTimes),
    sweepSamplesMs: sweeps,
  };
}

async function measureFirstDraw(browser: Browser, url: string) {
  const session = await signedInSession(browser, url);
  const cold: FirstDraw[] = [];
  const warm: FirstDraw[] = [];
  const warmContext = await mapContext(browser, session);
  await timeFirstDraw(warmContext, url); // fills the warm cache
  for (let run = -1; run < mapRuns; run++) {
    const coldContext = await mapContext(browser, session);
    const coldTiming = await timeFirstDraw(coldContext, url);
    await coldContext.close();
    const warmTiming = await timeFirstDraw(warmContext, url);
    if (run < 0) continue; // warms the server and the browser up
    cold.push(coldTiming);
    warm.push(warmTiming);
  }
  await warmContext.close();
  const summary = (samples: FirstDraw[]) => ({
    drawn: stats(samples.map((s) => s.drawnMs)),
    pointsEnd: stats(samples.map((s) => s.pointsEndMs)),
    pointsTransferBytes: samples[0]?.pointsTransferBytes ?? 0,
    legend: samples[0]?.legend ?? '',
    drawnSamplesMs: samples.map((s) => Math.round(s.drawnMs)),
  });
  return { cold: summary(cold), warm: summary(warm) };
}

async function main() {
  const platform = await startPlatform({ store: 'postgres' });
  let browser: Browser | undefined;
  try {
    const sql = platform.sql;
    if (!sql) throw new Error('the device map bench needs PostgreSQL');
    const admin = await adminAccountId(sql);
    const project = await insertProject(sql, admin, 'Metropolis');
    const filled = performance.now();
    await insertDevices(sql, {
      accountId: admin,
      projectId: project,
      prefix: 'MX',
      count: devices,
      origin: [116.1, 39.7],
      layout: 'city',
    });
    const fillMs = Math.round(performance.now() - filled);
    await sql`analyze devices`;
    // The browser first: it needs the web build the platform started with, and the shared
    // apps/web/dist may be rebuilt by other work while the longer API measurements run.
    browser = await launchBrowser();
    const machine = browserMachine(browser);
    const firstDraw = await measureFirstDraw(browser, platform.url);
    const bearer = await bearerOf(platform.url);
    const points = await measurePoints(platform.url, bearer);
    const decoding = await measureDecoding(platform.url, bearer);
    const list = await measureListSweeps(platform.url, bearer);
    const result: DeviceMapResult = {
      machine,
      devices,
      runs,
      listRuns,
      mapRuns,
      fillMs,
      points,
      decoding,
      list,
      firstDraw,
    };
    const day = machine.date.slice(0, 10);
    const resultsDir = path.join(here, 'results');
    fs.mkdirSync(resultsDir, { recursive: true });
    fs.writeFileSync(path.join(resultsDir, `device-map-${day}.json`), `${JSON.stringify(result, null, 2)}\n`);
    const markdown = deviceMapReport(result);
    fs.writeFileSync(path.join(resultsDir, `device-map-${day}.md`), markdown);
    console.log(markdown);
  } finally {
    await browser?.close();
    closeConnections();
    await platform.stop();
  }
}

await main();

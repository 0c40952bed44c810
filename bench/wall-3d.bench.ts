// Measures the 3D view (/#/3d) at BENCH_3D_DEVICES devices (100,000) on a fresh PostgreSQL
// platform, filled as a city of ten districts (city-fleet.ts). In headless Chromium
// at 1920×1080 (software rendering: no GPU on this machine):
// 1. the first complete frame: from the start of navigation to the view's User Timing mark, its
//    first frame with the columns drawn, BENCH_3D_RUNS times (3), each in a new browser context;
// 2. frames per second during the fly-over: a requestAnimationFrame counter over BENCH_3D_SECONDS
//    (10) once the tour has started, with the pixel ratio the view settled on.
// Writes bench/results/wall-3d-<date>.{json,md}.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { THREE_D_DRAWN_MARK } from '../apps/web/src/features/screens/three-d/drawn-mark';
import { launchBrowser } from '../e2e/browser';
import { startPlatform } from '../e2e/platform';
import { CITY_DISTRICTS, fillCity } from './city-fleet';
import { browserMachine, describeMachine } from './machine';
import { type Session, signedInSession } from './map-timing';
import { stats } from './wire';

const here = path.dirname(fileURLToPath(import.meta.url));
const devices = Number(process.env.BENCH_3D_DEVICES ?? 100_000);
const runs = Number(process.env.BENCH_3D_RUNS ?? 3);
const seconds = Number(process.env.BENCH_3D_SECONDS ?? 10);
const VIEWPORT = { width: 1920, height: 1080 };

async function openView(browser: Browser, session: Session, url: string) {
  const context = await browser.newContext({ locale: 'en-US', viewport: VIEWPORT, storageState: session });
  const page = await context.newPage();
  await page.goto(`${url}/#/3d`, { waitUntil: 'commit' });
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, THREE_D_DRAWN_MARK, {
    timeout: 120_000,
    polling: 50,
  });
  const drawnMs = await page.evaluate(
    (mark) => performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN,
    THREE_D_DRAWN_MARK,
  );
  const total = Number(await page.locator('.three-d').getAttribute('data-total'));
  if (total !== devices) throw new Error(`the view drew ${total} devices, not ${devices}`);
  return { context, page, drawnMs };
}

interface FrameCount {
  frames: number;
  seconds: number;
  fps: number;
  canvasPixels: string;
  pixelRatio: number;
  columnsDrawnMedian: number;
}

/**
 * The page's frame counter, as source text: tsx would wrap named functions of a callback in a
 * helper that the page does not have.
 */
const countFrames = (ms: number) => `(async () => {
  const canvas = document.querySelector('.three-d canvas');
  const view = document.querySelector('.three-d');
  const started = performance.now();
  let frames = 0;
  const drawn = [];
  await new Promise((done) => {
    const tick = () => {
      frames += 1;
      drawn.push(Number(view.getAttribute('data-drawn')));
      if (performance.now() - started < ${ms}) requestAnimationFrame(tick);
      else done();
    };
    requestAnimationFrame(tick);
  });
  const elapsed = performance.now() - started;
  drawn.sort((a, b) => a - b);
  return {
    frames,
    seconds: elapsed / 1000,
    fps: (frames * 1000) / elapsed,
    canvasPixels: canvas.width + '×' + canvas.height,
    pixelRatio: canvas.width / canvas.clientWidth,
    columnsDrawnMedian: drawn[Math.floor(drawn.length / 2)] ?? 0,
  };
})()`;

/** Frames counted by requestAnimationFrame while the camera flies, and what the canvas drew at. */
async function measureFrames(browser: Browser, session: Session, url: string) {
  const { context, page } = await openView(browser, session, url);
  try {
    await page.locator('.three-d[data-flyover="touring"]').waitFor({ timeout: 60_000 });
    return (await page.evaluate(countFrames(seconds * 1000))) as FrameCount;
  } finally {
    await context.close();
  }
}

async function main() {
  const platform = await startPlatform({ store: 'postgres' });
  let browser: Browser | undefined;
  try {
    const sql = platform.sql;
    if (!sql) throw new Error('the 3D bench needs PostgreSQL');
    const fillMs = await fillCity(sql, devices);
    browser = await launchBrowser();
    const session = await signedInSession(browser, platform.url);
    const drawn: number[] = [];
    for (let run = -1; run < runs; run++) {
      const { context, drawnMs } = await openView(browser, session, platform.url);
      await context.close();
      if (run >= 0) drawn.push(drawnMs); // the first opening warms the server and the browser up
    }
    const frames = await measureFrames(browser, session, platform.url);
    const machine = browserMachine(browser);
    const result = {
      machine,
      devices,
      districts: CITY_DISTRICTS,
      fillMs,
      viewport: VIEWPORT,
      firstFrame: { ...stats(drawn), samplesMs: drawn.map(Math.round) },
      frames,
    };
    const day = machine.date.slice(0, 10);
    const resultsDir = path.join(here, 'results');
    fs.mkdirSync(resultsDir, { recursive: true });
    fs.writeFileSync(path.join(resultsDir, `wall-3d-${day}.json`), `${JSON.stringify(result, null, 2)}\n`);
    const markdown = [
      `# 3D view at ${devices.toLocaleString('en')} devices (${day})`,
      '',
      `Machine: ${describeMachine(machine)}; Chromium ${machine.chromium}, headless, \`--disable-gpu\` (WebGL on SwiftShader, software); load average at the end ${machine.loadAverage}; commit ${machine.commit}.`,
      `Fleet: ${CITY_DISTRICTS} projects of ${(devices / CITY_DISTRICTS).toLocaleString('en')} devices on PostgreSQL, every light with a latest load power, 2 % in alarm, 1 % faulty (filled in ${fillMs} ms). Viewport ${VIEWPORT.width}×${VIEWPORT.height}.`,
      '',
      '| measure | value |',
      '|---|---|',
      `| first complete frame (navigation start to the first frame with the columns), p50 of ${runs} | ${Math.round(result.firstFrame.p50Ms)} ms |`,
      `| first complete frame, samples | ${result.firstFrame.samplesMs.join(', ')} ms |`,
      `| frames per second during the fly-over (requestAnimationFrame, ${frames.seconds.toFixed(1)} s) | ${frames.fps.toFixed(1)} (${frames.frames} frames) |`,
      `| canvas the view settled on (dynamic resolution) | ${frames.canvasPixels}, pixel ratio ${frames.pixelRatio.toFixed(2)} |`,
      `| columns drawn per frame (median, cells in view) | ${frames.columnsDrawnMedian.toLocaleString('en')} |`,
      '',
    ].join('\n');
    fs.writeFileSync(path.join(resultsDir, `wall-3d-${day}.md`), markdown);
    console.log(markdown);
  } finally {
    await browser?.close();
    await platform.stop();
  }
}

await main();

// Measures the monitoring wall (/#/screen): its first complete frame (every panel with its
// figures and the map drawn: the view's User Timing mark) from the start of navigation, in
// headless Chromium at 1920×1080, BENCH_WALL_RUNS times (3) each in a new browser context, first
// on an empty installation (the reference: the page's own cost), then at BENCH_WALL_DEVICES (100,000)
// devices filled as a city of ten districts (city-fleet.ts) on the same PostgreSQL platform, once
// its home figures count them.
// Writes bench/results/wall-screen-<date>.{json,md}.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { WALL_DRAWN_MARK } from '../apps/web/src/features/screens/lib/wall-drawn-mark';
import { bearerOf, callApi } from '../e2e/api';
import { launchBrowser } from '../e2e/browser';
import { startPlatform } from '../e2e/platform';
import { CITY_DISTRICTS, fillCity } from './city-fleet';
import { browserMachine, describeMachine } from './machine';
import { type Session, signedInSession } from './map-timing';
import { stats } from './wire';

const here = path.dirname(fileURLToPath(import.meta.url));
const devices = Number(process.env.BENCH_WALL_DEVICES ?? 100_000);
const runs = Number(process.env.BENCH_WALL_RUNS ?? 3);
const VIEWPORT = { width: 1920, height: 1080 };

/** Opens the wall in a new context; answers ms from navigation start to its mark, and the devices it counts. */
async function firstFrame(browser: Browser, session: Session, url: string) {
  const context = await browser.newContext({ locale: 'en-US', viewport: VIEWPORT, storageState: session });
  try {
    const page = await context.newPage();
    await page.goto(`${url}/#/screen`, { waitUntil: 'commit' });
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, WALL_DRAWN_MARK, {
      timeout: 120_000,
      polling: 50,
    });
    const drawnMs = await page.evaluate(
      (mark) => performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN,
      WALL_DRAWN_MARK,
    );
    const shown = Number(
      (await page.locator('[data-figure="devices"] b').first().innerText()).replace(/[^\d]/g, ''),
    );
    return { drawnMs, shown };
  } finally {
    await context.close();
  }
}

/**
 * Waits until the home figures count `expected` devices: the fill wrote to the database behind the
 * platform's back, and its summary follows such changes within half a minute.
 */
async function summaryCounts(url: string, expected: number) {
  const bearer = await bearerOf(url);
  const deadline = Date.now() + 120_000;
  for (;;) {
    const answer = await callApi(url, '/remote/dashboard/summary', bearer);
    if (answer.data?.devices?.total === expected) return;
    if (Date.now() > deadline) throw new Error(`the summary still counts ${answer.data?.devices?.total}`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** The first opening warms the server and the browser up; the next `runs` are timed. */
async function timed(browser: Browser, session: Session, url: string, expected: number) {
  const samples: number[] = [];
  for (let run = -1; run < runs; run++) {
    const { drawnMs, shown } = await firstFrame(browser, session, url);
    if (shown !== expected) throw new Error(`the wall counted ${shown} devices, not ${expected}`);
    if (run >= 0) samples.push(drawnMs);
  }
  return { ...stats(samples), samplesMs: samples.map(Math.round) };
}

async function main() {
  const platform = await startPlatform({ store: 'postgres' });
  let browser: Browser | undefined;
  try {
    const sql = platform.sql;
    if (!sql) throw new Error('the wall bench needs PostgreSQL');
    browser = await launchBrowser();
    const session = await signedInSession(browser, platform.url);
    const empty = await timed(browser, session, platform.url, 0);
    const fillMs = await fillCity(sql, devices);
    await summaryCounts(platform.url, devices);
    const full = await timed(browser, session, platform.url, devices);
    const machine = browserMachine(browser);
    const result = { machine, devices, districts: CITY_DISTRICTS, fillMs, viewport: VIEWPORT, empty, full };
    const day = machine.date.slice(0, 10);
    const resultsDir = path.join(here, 'results');
    fs.mkdirSync(resultsDir, { recursive: true });
    fs.writeFileSync(
      path.join(resultsDir, `wall-screen-${day}.json`),
      `${JSON.stringify(result, null, 2)}\n`,
    );
    const markdown = [
      `# Monitoring wall at ${devices.toLocaleString('en')} devices (${day})`,
      '',
      `Machine: ${describeMachine(machine)}; Chromium ${machine.chromium}, headless, \`--disable-gpu\` (WebGL on SwiftShader, software); load average at the end ${machine.loadAverage}; commit ${machine.commit}.`,
      `Fleet: ${CITY_DISTRICTS} projects of ${(devices / CITY_DISTRICTS).toLocaleString('en')} devices on PostgreSQL (filled in ${fillMs} ms); the reference is the same platform before the fill. Viewport ${VIEWPORT.width}×${VIEWPORT.height}.`,
      '',
      '| first complete frame (navigation start to every panel with figures and the map drawn) | p50 | samples |',
      '|---|---|---|',
      `| empty installation (reference) | ${Math.round(empty.p50Ms)} ms | ${empty.samplesMs.join(', ')} ms |`,
      `| ${devices.toLocaleString('en')} devices | ${Math.round(full.p50Ms)} ms | ${full.samplesMs.join(', ')} ms |`,
      `| ratio | ${(full.p50Ms / empty.p50Ms).toFixed(2)} | |`,
      '',
    ].join('\n');
    fs.writeFileSync(path.join(resultsDir, `wall-screen-${day}.md`), markdown);
    console.log(markdown);
  } finally {
    await browser?.close();
    await platform.stop();
  }
}

await main();

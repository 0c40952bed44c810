// A large screen left open: the built platform with the demo fleet (SIMULATOR=on) and the wall in
// headless Chromium for BENCH_WALL_MINUTES (60), BENCH_WALL_ROUTE (/screen). The access token lives
// 24 h + 60 s, so the web renews it about every minute (it renews a day ahead); halfway through the
// server is stopped and started again on the same store and port. Every BENCH_WALL_SAMPLE_MINUTES (5)
// after a 2-minute warm-up it records the page's JavaScript heap after a forced collection, its DOM
// nodes and event listeners, and whether an error dialog or message is showing. Also: the seconds the
// wall took to drop its "reconnecting" mark after the restart, and the token renewals seen.
// Writes bench/results/wall-soak-<date>.{json,md}.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, CDPSession, Page } from 'playwright-core';
import {
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
  waitUntilRunning,
} from '../apps/server/src/test/server-process';
import { launchBrowser } from '../e2e/browser';
import { openPage, signedIn } from '../e2e/pages';
import { startDemoPlatform } from './demo-platform';
import { describeMachine, machineInfo } from './machine';

const here = path.dirname(fileURLToPath(import.meta.url));
const minutes = Number(process.env.BENCH_WALL_MINUTES ?? 60);
const sampleMinutes = Number(process.env.BENCH_WALL_SAMPLE_MINUTES ?? 5);
const route = process.env.BENCH_WALL_ROUTE ?? '/screen';
const WARM_UP_MS = 120_000;
/** The web renews a token a day before it runs out: this one is renewed a minute after it is given. */
const ACCESS_TOKEN_TTL = String(86_400 + 60);
const ERROR_SHOWING = '.ant-modal-confirm-error, .ant-message-error, .ant-notification-notice-error';

interface Sample {
  minute: number;
  heapMB: number;
  domNodes: number;
  listeners: number;
  errorShowing: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places;

async function sample(page: Page, cdp: CDPSession, began: number): Promise<Sample> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((entry) => entry.name === name)?.value ?? 0;
  return {
    minute: round((Date.now() - began) / 60_000),
    heapMB: round(usedSize / 2 ** 20, 2),
    domNodes: metric('Nodes'),
    listeners: metric('JSEventListeners'),
    errorShowing: (await page.locator(ERROR_SHOWING).count()) > 0,
  };
}

/** Seconds from the server answering again to the wall dropping its reconnecting mark. */
async function restart(server: ServerProcess, env: Record<string, string>, page: Page) {
  await stopServerProcess(server);
  await page.locator('.screen-reconnecting').waitFor({ timeout: 60_000 });
  const restarted = startServerProcess(env, server.port);
  await waitUntilRunning(restarted);
  const back = Date.now();
  await page.locator('.screen-reconnecting').waitFor({ state: 'detached', timeout: 120_000 });
  return { server: restarted, secondsToRecover: round((Date.now() - back) / 1000) };
}

async function main() {
  const started = await startDemoPlatform('wall-soak', { ACCESS_TOKEN_TTL });
  const { env, remove } = started;
  let server = started.server;
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    await waitUntilRunning(server);
    const url = `http://127.0.0.1:${server.port}`;
    const page = await openPage(browser, 'en', 1920);
    await page.setViewportSize({ width: 1920, height: 1080 });
    let renewals = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && (request.postData() ?? '').includes('grant_type=refresh_token'))
        renewals++;
    });
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text().slice(0, 200));
    });
    await signedIn(page, url, route);
    await page.locator('.screen-stage').waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const began = Date.now();
    await sleep(WARM_UP_MS);
    const samples: Sample[] = [await sample(page, cdp, began)];
    let recovery: number | undefined;
    const end = began + minutes * 60_000;
    while (Date.now() + sampleMinutes * 60_000 <= end + 1_000) {
      await sleep(sampleMinutes * 60_000);
      if (recovery === undefined && Date.now() - began >= (minutes * 60_000) / 2) {
        const restarted = await restart(server, env, page);
        server = restarted.server;
        recovery = restarted.secondsToRecover;
      }
      samples.push(await sample(page, cdp, began));
      console.log(JSON.stringify(samples.at(-1)));
    }
    write({ samples, recovery, renewals, consoleErrors });
  } finally {
    await browser?.close();
    await stopServerProcess(server);
    remove();
  }
}

function write(result: { samples: Sample[]; recovery?: number; renewals: number; consoleErrors: string[] }) {
  const machine = machineInfo();
  const first = result.samples[0] as Sample;
  const last = result.samples.at(-1) as Sample;
  const growth = round(((last.heapMB - first.heapMB) / first.heapMB) * 100);
  const day = machine.date.slice(0, 10);
  const out = path.join(here, 'results', `wall-soak-${day}`);
  fs.writeFileSync(
    `${out}.json`,
    `${JSON.stringify({ machine, route, minutes, growth, ...result }, null, 2)}\n`,
  );
  const rows = result.samples.map(
    (s) =>
      `| ${s.minute} | ${s.heapMB} | ${s.domNodes} | ${s.listeners} | ${s.errorShowing ? 'yes' : 'no'} |`,
  );
  fs.writeFileSync(
    `${out}.md`,
    [
      `# ${route} left open for ${minutes} min — ${machine.date}`,
      '',
      `Machine: ${describeMachine(machine)}. Headless Debian Chromium, demo fleet (SIMULATOR=on), one`,
      'platform process on the embedded store; the access token renewed about every minute; the server',
      'restarted halfway. Heap measured after a forced collection.',
      '',
      `- Heap growth from minute ${first.minute} to minute ${last.minute}: **${growth} %** (goal under 10 %)`,
      `- Seconds from the restarted server answering to the wall live again: ${result.recovery ?? 'not restarted'}`,
      `- Token renewals: ${result.renewals}; console errors: ${result.consoleErrors.length}`,
      '',
      '| minute | JS heap (MB) | DOM nodes | listeners | error shown |',
      '| ---: | ---: | ---: | ---: | --- |',
      ...rows,
      '',
    ].join('\n'),
  );
  console.log(fs.readFileSync(`${out}.md`, 'utf8'));
}

await main();

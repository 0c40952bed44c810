// How soon the monitoring wall shows a lamp switched from elsewhere: the built platform with the
// demo fleet (SIMULATOR=on), /screen open in headless Chromium at 1920×1080, and
// BENCH_FOLLOW_ROUNDS (10) times a mains lamp switched the other way by the API, as another tab
// would. Per round, from the command being sent: when the platform has recorded the lamp's new
// state (its lamp list says so: the reference, what any screen could show at best) and when the
// wall's lighting figure moved. Writes bench/results/wall-follow-<date>.{json,md}.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { stopServerProcess, waitUntilRunning } from '../apps/server/src/test/server-process';
import { bearerOf, callApi } from '../e2e/api';
import { launchBrowser } from '../e2e/browser';
import { openPage, signedIn } from '../e2e/pages';
import { startDemoPlatform } from './demo-platform';
import { describeMachine, machineInfo } from './machine';
import { stats } from './wire';

const here = path.dirname(fileURLToPath(import.meta.url));
const rounds = Number(process.env.BENCH_FOLLOW_ROUNDS ?? 10);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Round {
  lamp: string;
  on: boolean;
  recordedMs: number;
  wallMs: number;
}

const shownOn = async (page: Page) =>
  Number(await page.locator('.screen-lighting__counts').getAttribute('data-on'));

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`no ${what} within ${timeoutMs} ms`);
    await sleep(25);
  }
}

async function main() {
  const { server, remove } = await startDemoPlatform('wall-follow');
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    await waitUntilRunning(server);
    const url = `http://127.0.0.1:${server.port}`;
    const bearer = await bearerOf(url);
    const lampList = async (query: string) =>
      (await callApi(url, `/remote/device/list?${query}`, bearer)).data?.[0];
    // The fleet has reported: mains lamps with a run state and a lamp value.
    await until(
      'reporting mains lamps',
      async () => {
        const listed = await lampList('devicetype=2&runstate=1&pagesize=1');
        return listed?.total > 0 ? true : undefined;
      },
      120_000,
    );

    const page = await openPage(browser, 'en', 1920);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await signedIn(page, url, '/screen');
    await page.locator('.screen-lighting__counts').waitFor();

    const results: Round[] = [];
    const lamps = (await lampList('devicetype=2&runstate=1&pagesize=50')).list as {
      devicecode: string;
      lampon: number | null;
    }[];
    for (let round = 0; round < rounds; round++) {
      const lamp = lamps[round % lamps.length] as { devicecode: string };
      const before = (await lampList(`keyword=${lamp.devicecode}&pagesize=1`)).list[0].lampon;
      const on = before !== 1;
      const wallBefore = await shownOn(page);
      const sent = Date.now();
      const answer = await fetch(`${url}/prod-api/remote/device/command`, {
        method: 'POST',
        headers: { authorization: bearer, 'content-type': 'application/json' },
        body: JSON.stringify({ devicecodes: [lamp.devicecode], method: 'switch', params: { on } }),
      });
      if ((await answer.json()).status !== 200) throw new Error(`switch of ${lamp.devicecode} refused`);
      const [recordedMs, wallMs] = await Promise.all([
        until('recorded lamp state', async () => {
          const now = (await lampList(`keyword=${lamp.devicecode}&pagesize=1`)).list[0].lampon;
          return now === (on ? 1 : 0) ? Date.now() - sent : undefined;
        }),
        until('wall change', async () => {
          const shown = await shownOn(page);
          return (on ? shown > wallBefore : shown < wallBefore) ? Date.now() - sent : undefined;
        }),
      ]);
      results.push({ lamp: lamp.devicecode, on, recordedMs, wallMs });
      console.log(JSON.stringify(results.at(-1)));
      // The next round starts from a quiet wall: the gathered reload of this one has come.
      await sleep(3_000);
    }
    write(results);
  } finally {
    await browser?.close();
    await stopServerProcess(server);
    remove();
  }
}

function write(results: Round[]) {
  const machine = machineInfo();
  const recorded = stats(results.map((r) => r.recordedMs));
  const wall = stats(results.map((r) => r.wallMs));
  const max = (values: number[]) => Math.max(...values);
  const day = machine.date.slice(0, 10);
  const out = path.join(here, 'results', `wall-follow-${day}`);
  fs.writeFileSync(
    `${out}.json`,
    `${JSON.stringify({ machine, rounds, recorded, wall, results }, null, 2)}\n`,
  );
  fs.writeFileSync(
    `${out}.md`,
    [
      `# The monitoring wall follows a lamp switched elsewhere — ${machine.date}`,
      '',
      `Machine: ${describeMachine(machine)}. Built platform on the embedded store with the demo fleet`,
      '(SIMULATOR=on), /screen open in headless Debian Chromium at 1920×1080; a mains lamp switched the',
      `other way by POST /remote/device/command, ${rounds} rounds. Milliseconds from the command being sent.`,
      '',
      '| | p50 | p99 | max |',
      '|---|---:|---:|---:|',
      `| the platform has recorded the lamp's new state (reference) | ${recorded.p50Ms} | ${recorded.p99Ms} | ${max(results.map((r) => r.recordedMs))} |`,
      `| the wall's lighting figure has moved | ${wall.p50Ms} | ${wall.p99Ms} | ${max(results.map((r) => r.wallMs))} |`,
      '',
      '| round | lamp | switched | recorded | wall |',
      '| ---: | --- | --- | ---: | ---: |',
      ...results.map(
        (r, i) => `| ${i + 1} | ${r.lamp} | ${r.on ? 'on' : 'off'} | ${r.recordedMs} | ${r.wallMs} |`,
      ),
      '',
    ].join('\n'),
  );
  console.log(fs.readFileSync(`${out}.md`, 'utf8'));
}

await main();

// Measures what the browser downloads for the sign-in page (/#/login) and for the shell after
// signing in as admin (/#/dashboard): every JS and CSS file once, raw, gzip -9 and brotli -11. Then
// the time from navigation start to an interactive sign-in form, BENCH_RUNS times (20) with a cold
// cache (a fresh browser context each) and warm, against a static page with one plain <form> from a
// bare node:http server. Headless Chromium on loopback, no throttling.
// Writes bench/results/web-shell-<date>.{json,md}.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/browser';
import { E2E_ADMIN_PASSWORD, startPlatform } from '../e2e/platform';
import {
  type FormTiming,
  startReferenceForm,
  summarise,
  timeToForm,
  timingContext,
  USERNAME_INPUT,
} from './form-timing';
import { browserMachine, describeMachine } from './machine';
import { type Asset, recordAssets, totalsOf } from './web-assets';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..');
const dist = path.join(root, 'apps', 'web', 'dist');
const runs = Number(process.env.BENCH_RUNS ?? 20);
const kB = 1000;
const targets = { loginGzipBytes: 250 * kB, shellGzipBytes: 600 * kB, interactiveMs: 1000 };

function ensureBuild(): string {
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    execFileSync('npm', ['run', 'build', '-w', '@lamplighter/web'], { cwd: root, stdio: 'inherit' });
  }
  return fs.statSync(path.join(dist, 'index.html')).mtime.toISOString();
}

/** Sign-in page, then the shell after signing in, then the shell opened directly with the session. */
async function measureBundles(browser: Browser, url: string) {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const recorder = recordAssets(page);
  await page.goto(`${url}/#/login`);
  await page.locator(USERNAME_INPUT).waitFor();
  await page.waitForLoadState('networkidle');
  const login = await recorder.snapshot();
  await page.locator(USERNAME_INPUT).fill('admin');
  await page.locator('input[autocomplete="current-password"]').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: /Sign in/ }).click();
  await page.waitForURL(/#\/dashboard$/);
  await page.getByText('Welcome, ').waitFor();
  await page.waitForLoadState('networkidle');
  const shell = await recorder.snapshot();
  const session = await context.storageState();
  await context.close();

  const direct = await browser.newContext({ locale: 'en-US', storageState: session });
  const directPage = await direct.newPage();
  const directRecorder = recordAssets(directPage);
  await directPage.goto(`${url}/#/dashboard`);
  await directPage.getByText('Welcome, ').waitFor();
  await directPage.waitForLoadState('networkidle');
  const shellDirect = await directRecorder.snapshot();
  await direct.close();
  return { login, shell, shellDirect };
}

/** Interleaves the app and the reference, so that drift on the machine hits both alike. */
async function measureInteractive(browser: Browser, appUrl: string, referenceUrl: string) {
  const pages = { app: `${appUrl}/#/login`, reference: referenceUrl };
  const samples = {
    cold: { app: [] as FormTiming[], reference: [] as FormTiming[] },
    warm: { app: [] as FormTiming[], reference: [] as FormTiming[] },
  };
  const warm = await timingContext(browser);
  for (const url of Object.values(pages)) await timeToForm(warm, url); // fills the warm cache
  for (let run = -1; run < runs; run++) {
    for (const [target, url] of Object.entries(pages) as [keyof typeof pages, string][]) {
      const cold = await timingContext(browser);
      const coldTiming = await timeToForm(cold, url);
      await cold.close();
      const warmTiming = await timeToForm(warm, url);
      if (run < 0) continue; // the first round warms the server and the browser up, and is not counted
      samples.cold[target].push(coldTiming);
      samples.warm[target].push(warmTiming);
    }
  }
  await warm.close();
  return (['cold', 'warm'] as const).flatMap((cache) =>
    (['reference', 'app'] as const).map((target) => ({
      target: target === 'app' ? 'Lamplighter /#/login' : 'static <form>, bare node:http',
      cache,
      ready: summarise(samples[cache][target].map((s) => s.readyMs)),
      typed: summarise(samples[cache][target].map((s) => s.typedMs)),
      readySamplesMs: samples[cache][target].map((s) => Math.round(s.readyMs)),
    })),
  );
}

const kb = (bytes: number) => (bytes / kB).toFixed(1);

function assetTable(title: string, assets: Asset[], total: Asset[], targetBytes: number): string[] {
  const totals = totalsOf(total);
  const sorted = [...assets].sort((a, b) => b.gzipBytes - a.gzipBytes);
  const share = ((100 * totals.gzipBytes) / targetBytes).toFixed(0);
  return [
    `### ${title}`,
    '',
    `${kb(totals.gzipBytes)} kB gzip (${share} % of the ${kb(targetBytes)} kB target), ${kb(totals.brotliBytes)} kB brotli, ${kb(totals.rawBytes)} kB raw, ${totals.files} files.`,
    '',
    '| file | raw kB | gzip kB | brotli kB |',
    '|---|---|---|---|',
    ...sorted.map((a) => `| ${a.file} | ${kb(a.rawBytes)} | ${kb(a.gzipBytes)} | ${kb(a.brotliBytes)} |`),
    '',
  ];
}

async function main() {
  const distBuilt = ensureBuild();
  const platform = await startPlatform();
  const reference = await startReferenceForm();
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const machine = { ...browserMachine(browser), distBuilt };
    const bundles = await measureBundles(browser, platform.url);
    const interactive = await measureInteractive(browser, platform.url, reference.url);
    const wireEncodings = [...new Set(bundles.shell.map((a) => a.wireEncoding))];

    const day = machine.date.slice(0, 10);
    const resultsDir = path.join(here, 'results');
    fs.mkdirSync(resultsDir, { recursive: true });
    const totals = {
      login: totalsOf(bundles.login),
      shell: totalsOf(bundles.shell),
      shellDirect: totalsOf(bundles.shellDirect),
    };
    fs.writeFileSync(
      path.join(resultsDir, `web-shell-${day}.json`),
      `${JSON.stringify({ machine, runs, targets, totals, bundles, wireEncodings, interactive }, null, 2)}\n`,
    );
    const referenceOf = (cache: string) =>
      interactive.find((r) => r.cache === cache && r.target.startsWith('static'))?.ready.medianMs ??
      Number.NaN;
    const markdown = [
      '# Web shell: download size and time to an interactive sign-in form',
      '',
      `Machine: ${describeMachine(machine)}, Chromium ${machine.chromium}; ${machine.date}.`,
      `Load average at the start: ${machine.loadAverage} (other work shares the machine). apps/web/dist built ${distBuilt}; HEAD at run time ${machine.commit}.`,
      'Served by the platform on loopback; headless Chromium, no network or CPU throttling.',
      `Sizes: each JS and CSS response once, compressed here (gzip level 9, brotli quality 11); kB = 1000 bytes. The server sent them with Content-Encoding: ${wireEncodings.join(', ')}.`,
      '',
      '## Downloads',
      '',
      ...assetTable('Sign-in page /#/login', bundles.login, bundles.login, targets.loginGzipBytes),
      ...assetTable(
        'Shell /#/dashboard after signing in: all files so far; the table lists those added by the sign-in',
        bundles.shell.filter((a) => !bundles.login.some((l) => l.file === a.file)),
        bundles.shell,
        targets.shellGzipBytes,
      ),
      `Shell /#/dashboard opened directly with a session, cold: ${kb(totals.shellDirect.gzipBytes)} kB gzip, ${totals.shellDirect.files} files.`,
      '',
      `## Navigation start to an interactive sign-in form, ${runs} runs`,
      '',
      'Cold: a fresh browser context (empty cache) each run; warm: one context whose cache holds the files. "ready": the username input visible and enabled, timed in the page (performance.now()); "typed": from page.goto until a key typed into it was read back, timed by the driver (its round trips included). Ratio = ready median against the reference of the same cache. Target: under 1000 ms.',
      '',
      '| page | cache | ready median ms | ready p95 ms | typed median ms | typed p95 ms | ratio to reference |',
      '|---|---|---|---|---|---|---|',
      ...interactive.map(
        (r) =>
          `| ${r.target} | ${r.cache} | ${r.ready.medianMs} | ${r.ready.p95Ms} | ${r.typed.medianMs} | ${r.typed.p95Ms} | ${(r.ready.medianMs / referenceOf(r.cache)).toFixed(1)} |`,
      ),
      '',
    ].join('\n');
    fs.writeFileSync(path.join(resultsDir, `web-shell-${day}.md`), markdown);
    console.log(markdown);
  } finally {
    await browser?.close();
    await reference.close();
    await platform.stop();
  }
}

await main();

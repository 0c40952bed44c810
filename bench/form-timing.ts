import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext } from 'playwright-core';

/** The field both pages share: the sign-in form's username input. */
export const USERNAME_INPUT = 'input[autocomplete="username"]';

/**
 * Installed before any page script: notes performance.now() when the input is visible and enabled.
 * A string, not a function: tsx wraps inner functions in a `__name` helper the page does not have.
 */
const watchForInput = `(() => {
  const mark = () => {
    const input = document.querySelector(${JSON.stringify(USERNAME_INPUT)});
    if (window.formReadyAt === undefined && input && !input.disabled && !input.readOnly && input.checkVisibility()) {
      window.formReadyAt = performance.now();
    }
    return window.formReadyAt !== undefined;
  };
  new MutationObserver((_, observer) => mark() && observer.disconnect())
    .observe(document, { childList: true, subtree: true, attributes: true });
  const poll = () => mark() || requestAnimationFrame(poll);
  requestAnimationFrame(poll);
})();`;

export interface FormTiming {
  /** Navigation start to the input visible and enabled, measured in the page. */
  readyMs: number;
  /** Navigation start (page.goto) to a key typed into the input and read back, measured by the driver. */
  typedMs: number;
}

/** Opens `url` in a new page of `context`, waits for the form and proves it takes typing. */
export async function timeToForm(context: BrowserContext, url: string): Promise<FormTiming> {
  const page = await context.newPage();
  try {
    const started = performance.now();
    await page.goto(url, { waitUntil: 'commit' });
    const input = page.locator(USERNAME_INPUT);
    await input.press('a');
    if ((await input.inputValue()) !== 'a') throw new Error(`${url}: the input did not take typing`);
    const typedMs = performance.now() - started;
    const readyMs = await page.evaluate(() => (window as unknown as { formReadyAt?: number }).formReadyAt);
    if (readyMs === undefined) throw new Error(`${url}: the form was never seen ready`);
    return { readyMs, typedMs };
  } finally {
    await page.close();
  }
}

/** A context with the watcher installed; fresh contexts start with an empty cache. */
export async function timingContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
  await context.addInitScript({ content: watchForInput });
  return context;
}

const referencePage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in</title></head>
<body><form method="post" action="/"><label>Account <input name="username" autocomplete="username"></label>
<label>Password <input name="password" type="password" autocomplete="current-password"></label>
<button>Sign in</button></form></body></html>`;

/** The reference: one static page with a plain form, from a bare node:http server on loopback. */
export async function startReferenceForm(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    response.end(referencePage);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Median and 95th percentile (nearest rank). */
export function summarise(values: number[]): { medianMs: number; p95Ms: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
  const round = (v: number) => Math.round(v * 10) / 10;
  const middle = sorted.length / 2;
  const median =
    sorted.length % 2 ? rank(0.5) : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
  return { medianMs: round(median), p95Ms: round(rank(0.95)) };
}

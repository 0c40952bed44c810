import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { E2E_ADMIN_PASSWORD } from './platform';

export type Lang = 'zh' | 'en';
export const DESKTOP = 1440;
export const NARROW = 900;
export const PHONE = 390;

const screenshots = path.join(import.meta.dirname, 'screenshots');

/** The pages a test has open: shot when it fails (see failure-screenshots.ts). */
export const openPages = new Set<Page>();

/** A fresh browser context (no storage) in the given language and width, asking for less motion. */
export async function openPage(browser: Browser, lang: Lang, width = DESKTOP): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: lang === 'zh' ? 'zh-CN' : 'en-US',
    // The app then draws dialogs at once: a click never lands on one still zooming in or out.
    reducedMotion: 'reduce',
  });
  // Counts the page's requests under way, so that a screenshot waits for the data it shows.
  await context.addInitScript(() => {
    let pending = 0;
    const send = window.fetch.bind(window);
    window.fetch = (...args) => {
      pending += 1;
      return send(...args).finally(() => {
        pending -= 1;
      });
    };
    Object.defineProperty(window, 'pendingRequests', { get: () => pending });
  });
  const page = await context.newPage();
  openPages.add(page);
  page.on('close', () => openPages.delete(page));
  return page;
}

/** Fills the sign-in form of whatever sign-in page is open, in either language. */
export async function signIn(page: Page, username = 'admin', password = E2E_ADMIN_PASSWORD) {
  await page.getByLabel(/账号|Account/).fill(username);
  await page.getByLabel(/^(密码|Password)$/).fill(password);
  await page.getByRole('button', { name: /登\s*录|Sign in/ }).click();
}

/** Signs in through `/login` and waits for the page the redirect names (home by default). */
export async function signedIn(page: Page, baseUrl: string, redirect = '/dashboard'): Promise<Page> {
  await page.goto(`${baseUrl}/#/login?redirect=${encodeURIComponent(redirect)}`);
  await signIn(page);
  await page.waitForURL((url) => url.hash === `#${redirect}`);
  return page;
}

/** Every browser test's screenshots (`E2E_SCREENSHOTS=all`), or only the screens tour's. */
const shootEverything = process.env.E2E_SCREENSHOTS === 'all';

/**
 * Waits until nothing is loading and nothing moves (fonts loaded, no request under way, no
 * spinner or dimmed table, no transition running: a drawer or a message mid-flight; what moves for ever, a live dot's pulse, is taken as
 * it is), then takes a full-page screenshot under e2e/screenshots if the tour asks for it or every
 * screenshot is asked for.
 */
export async function shoot(page: Page, name: string, { tour = false } = {}) {
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      (window as unknown as { pendingRequests: number }).pendingRequests === 0 &&
      document.querySelector('.ant-spin-spinning, .ant-spin-blur, .ant-skeleton') === null &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
  );
  if (!tour && !shootEverything) return;
  fs.mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: path.join(screenshots, `${name}.png`), fullPage: true });
}

/** Where a failed test's open pages are shot, as they were when it failed. */
export const failureScreenshots = path.join(screenshots, 'failed');

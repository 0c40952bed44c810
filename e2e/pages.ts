import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { E2E_ADMIN_PASSWORD } from './platform';

export type Lang = 'zh' | 'en';
export const DESKTOP = 1440;
export const NARROW = 900;

const screenshots = path.join(import.meta.dirname, 'screenshots');

/** A fresh browser context (no storage) in the given language and width. */
export async function openPage(browser: Browser, lang: Lang, width = DESKTOP): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: lang === 'zh' ? 'zh-CN' : 'en-US',
  });
  return context.newPage();
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

/** A full-page screenshot under e2e/screenshots once nothing is loading any more. */
export async function shoot(page: Page, name: string) {
  fs.mkdirSync(screenshots, { recursive: true });
  await page.waitForFunction(() => document.querySelector('.ant-spin-spinning, .ant-skeleton') === null);
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(screenshots, `${name}.png`), fullPage: true });
}

import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../apps/server/src/test/server-process';
import { bearerOf, callApi } from './api';
import { launchBrowser } from './browser';
import { chooseAcrossPages } from './choose-rows';
import { closeOutcome } from './outcome';
import { DESKTOP, NARROW, openPage, shoot, signedIn } from './pages';
import { type RunningPlatform, startPlatform } from './platform';
import { pick } from './select';

/**
 * An operator's night on the demo installation: the platform creates the demo city and runs its
 * simulated fleet itself (without the past month, to stay quick). The operator lights Fuchun Road
 * and dims it to 40 % from the group tree while the mains lamp list, open in another tab, follows
 * every lamp; then switches off 50 lamps chosen across three pages of that list (the street's
 * among them), reads each lamp's answer, and finds the home page, open all along, counting them out.
 */
const STREET = '富春路 Fuchun Road';
const STREET_CODE = 'HZ-FCL';
const STREET_LAMPS = 40;
/** The demo's mains lamps, and those of them that report (a few are offline from the start). */
const MAINS_LAMPS = 140;
const MAINS_REPORTING = 137;
/** How long the home page may take to show what the lamps reported. */
const DASHBOARD_FOLLOWS_MS = 2_000;

let platform: RunningPlatform;
let browser: Browser;
let bearer: string;

beforeAll(async () => {
  platform = await startPlatform({
    store: 'pglite',
    env: { SIMULATOR: 'on', DEMO_HISTORY_DAYS: '0', MQTT_PORT: String(await freePort()) },
  });
  bearer = await bearerOf(platform.url);
  await untilMainsReported();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

async function list(query: string) {
  const answer = await callApi(platform.url, `/remote/device/list?${query}`, bearer);
  expect(answer.status, answer.message).toBe(200);
  return answer.data[0] as { total: number; list: { reporttime: string | null; lampon: number | null }[] };
}

/** Waits until the demo mains lamps that report have reported their values. */
async function untilMainsReported() {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    const mains = await list(`devicetype=2&pagesize=${MAINS_LAMPS}`);
    if (mains.list.filter((lamp) => lamp.reporttime !== null).length === MAINS_REPORTING) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${MAINS_REPORTING} demo mains lamps did not report within 60 s`);
}

/** Lamps reporting a load (on) among the first `size` of the mains list, or all lights' when 0. */
async function burning(size = 0): Promise<number> {
  if (size === 0) return (await list('devicetype=1,2,3&lampon=1&pagesize=1')).total;
  const first = await list(`devicetype=2&pagesize=${size}`);
  return first.list.filter((lamp) => lamp.lampon === 1).length;
}

/** The text of one column's cells, row by row, found by its heading. */
async function columnOf(table: Locator, heading: string): Promise<string[]> {
  return table.evaluate((element, title) => {
    const headings = [...element.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
    const index = headings.indexOf(title);
    if (index < 0) throw new Error(`no column ${title}`);
    return [...element.querySelectorAll('tbody tr.ant-table-row')].map(
      (row) => row.children[index]?.textContent?.trim() ?? '',
    );
  }, heading);
}

/** The tab's count of lamps burning now. */
async function lampsOnShown(home: Page, title: string): Promise<number> {
  const value = await home
    .locator('.dashboard-panel .ant-statistic')
    .filter({ hasText: title })
    .first()
    .locator('.ant-statistic-content-value')
    .innerText();
  return Number(value.replace(/\D/g, ''));
}

/**
 * Sends one control to the street's group and waits for every answer: its lamps take it; its loop
 * controller, weather station, LED screen and broadcast terminal are not the command's business,
 * and are neither sent it nor listed.
 */
async function sendToGroup(drawer: Locator, page: Page, action: (drawer: Locator) => Promise<void>) {
  await action(drawer);
  expect(await closeOutcome(page)).toContain('下发成功');
  await drawer
    .getByText(
      `${STREET_LAMPS} 台设备中已应答 ${STREET_LAMPS} 台：成功 ${STREET_LAMPS} 台，失败或超时 0 台，等待中 0 台`,
    )
    .waitFor({ timeout: 30_000 });
}

describe("the operator's night on the demo fleet", () => {
  it('zh: dims a street from the group tree, and the lamp list follows every lamp of it', async () => {
    const lamps = await signedIn(await openPage(browser, 'zh'), platform.url, '/mains/device');
    await lamps.getByLabel('编号、名称、序列号或灯杆号').fill(STREET_CODE);
    await lamps.getByRole('button', { name: /搜\s*索/ }).click();
    await lamps.getByText(`共 ${STREET_LAMPS} 条`).waitFor();
    await pick(lamps, lamps.locator('.ant-pagination-options').getByRole('combobox'), '50', '50 条/页');
    const table = lamps.locator('.ant-table-wrapper');
    await expect.poll(async () => (await columnOf(table, '亮度')).length).toBe(STREET_LAMPS);
    const loaded = await lamps.evaluate(() => performance.getEntriesByType('navigation').length);

    const tree = await lamps.context().newPage();
    await tree.goto(`${platform.url}/#/project/project-device`);
    await tree.getByRole('tree').getByText(STREET).click();
    await tree.getByRole('button', { name: '控制本分组' }).click();
    const drawer = tree.locator('.ant-drawer-content-wrapper');
    await drawer.getByText(`控制分组 ${STREET} 的全部设备`).waitFor();
    // Lit first, so that the street burns at the level it is dimmed to by day as by night.
    await sendToGroup(drawer, tree, (d) => d.getByRole('button', { name: /开\s*灯/ }).click());
    await sendToGroup(drawer, tree, async (d) => {
      const dimming = d.getByRole('group', { name: '调光' });
      await dimming.getByRole('spinbutton').fill('40');
      await dimming.getByRole('button', { name: /下\s*发/ }).click();
    });
    await shoot(tree, 'night-group-zh-desktop');

    await lamps.bringToFront();
    await expect
      .poll(async () => (await columnOf(table, '亮度')).filter((cell) => cell === '40 %').length, {
        timeout: 30_000,
      })
      .toBe(STREET_LAMPS);
    expect(await lamps.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loaded);
    await shoot(lamps, 'night-lamp-list-zh-desktop');
    await lamps.context().close();
  });

  it('en: switches off 50 lamps across three pages; the home page counts them out within 2 s', async () => {
    const home = await signedIn(await openPage(browser, 'en'), platform.url, '/dashboard');
    const before = await burning();
    // The street lit by the first test burns, and the home page counts it.
    expect(before).toBeGreaterThanOrEqual(STREET_LAMPS);
    await expect.poll(() => lampsOnShown(home, 'On now')).toBe(before);
    const goingOut = await burning(50);
    const lamps = await home.context().newPage();
    await lamps.setViewportSize({ width: NARROW, height: 900 });
    await lamps.goto(`${platform.url}/#/mains/device`);
    await chooseAcrossPages(lamps, 2, 10);
    await lamps.getByText('50 selected').waitFor();
    await lamps
      .locator('.ant-card-extra')
      .getByRole('button', { name: /^(control )?Control$/ })
      .click();
    const drawer = lamps.locator('.ant-drawer-content-wrapper');
    await drawer.getByText('Control 50 selected devices').waitFor();
    await drawer.getByRole('button', { name: 'Switch off' }).click();
    expect(await closeOutcome(lamps)).toContain('sent successfully');
    await drawer
      .getByText('50 of 50 devices answered: 50 succeeded, 0 failed or expired, 0 waiting')
      .waitFor({ timeout: 30_000 });
    await drawer.getByText('Succeeded', { exact: true }).click();
    await expect.poll(() => drawer.locator('.ant-table-row').count()).toBeGreaterThan(0);
    await shoot(lamps, 'night-switched-off-en-900');

    // The lamps' own reports of their load are what the home page counts. At dawn the demo's other
    // lamps go out by their own clock meanwhile: the count falls at least by the lamps switched off,
    // and the home page is held to what the lamps report now.
    await expect.poll(() => burning(), { timeout: 30_000 }).toBeLessThanOrEqual(before - goingOut);
    await home.bringToFront();
    await expect
      .poll(async () => (await lampsOnShown(home, 'On now')) === (await burning()), {
        timeout: DASHBOARD_FOLLOWS_MS,
        interval: 100,
      })
      .toBe(true);
    await home.setViewportSize({ width: DESKTOP, height: 900 });
    await shoot(home, 'night-dashboard-en-desktop');
    await home.context().close();
  });
});

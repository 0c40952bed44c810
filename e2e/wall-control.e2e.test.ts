import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, callApi } from './api';
import { launchBrowser } from './browser';
import { demoFleetPlatform } from './demo-fleet';
import { closeOutcome } from './outcome';
import { openPage, shoot, signedIn, signIn } from './pages';
import type { RunningPlatform } from './platform';
import { pick } from './select';
import { expectStageFits, WALL_SIZES } from './wall-stage';

/**
 * The control wall of the photovoltaic lamps on the demo fleet: the administrator picks Minxin
 * Road on a touch wall, chooses all of its lamps, switches them on and dims them to 40 %, and the
 * tiles follow what the simulated lamps report; the demo account sees the same tiles without any
 * control, and the server refuses its commands; a family that does not exist is said so.
 */
const PROJECT = '钱江新城 Qianjiang New City';
const GROUP = '民心路 Minxin Road';
const GROUP_LAMPS = 30;
const DEMO = { username: 'demo_viewer', password: 'Demo#Viewer26' };
const [WALL, LAPTOP] = WALL_SIZES;

let platform: RunningPlatform;
let browser: Browser;
let bearer: string;
let groupid: number;

interface LampRow {
  devicecode: string;
  lampon: number | null;
  brightness: number | null;
  reporttime: string | null;
}

async function groupLamps(): Promise<LampRow[]> {
  const answer = await callApi(
    platform.url,
    `/remote/device/list?devicetype=1&groupid=${groupid}&pagesize=${GROUP_LAMPS}`,
    bearer,
  );
  expect(answer.status, answer.message).toBe(200);
  return answer.data[0].list;
}

/** Asks again until the answer is as wanted (set-up, outside a test, where expect.poll is not). */
async function until<T>(ask: () => Promise<T>, wanted: (answer: T) => boolean, what: string) {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    const answer = await ask();
    if (wanted(answer)) return answer as NonNullable<T>;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what} did not come within 60 s`);
}

async function streetGroup(): Promise<number | undefined> {
  const tree = await callApi(platform.url, '/remote/project/tree', bearer);
  const project = tree.data?.find((node: { name: string }) => node.name === PROJECT);
  return project?.groups.find((group: { name: string }) => group.name === GROUP)?.id;
}

beforeAll(async () => {
  platform = await demoFleetPlatform();
  bearer = await bearerOf(platform.url);
  // The platform puts the demo installation in place once it has started, and its lamps report.
  groupid = await until(streetGroup, (id) => id !== undefined, 'the demo street');
  await until(
    groupLamps,
    (lamps) => lamps.filter((lamp) => lamp.reporttime !== null).length > GROUP_LAMPS / 2,
    "the demo street's reports",
  );
  const accounts = await callApi(platform.url, `/sys/account/list?keyword=${DEMO.username}`, bearer);
  const demo = accounts.data[0].list.find(
    (account: { username: string }) => account.username === DEMO.username,
  );
  const reset = await callApi(platform.url, '/sys/account/resetpwd', bearer, {
    id: String(demo.id),
    password: DEMO.password,
  });
  expect(reset.status, reset.message).toBe(200);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

/** The brightness each tile shows, by device number. */
async function tileBrightness(page: Page): Promise<Map<string, string>> {
  const tiles = await page
    .locator('.control-tile')
    .evaluateAll((elements) =>
      elements.map((element) => [
        element.getAttribute('data-code') ?? '',
        element.querySelector('[data-value="brightness"]')?.textContent ?? '',
      ]),
    );
  return new Map(tiles as [string, string][]);
}

/** Waits until every device of the last command has answered (or failed) in the result table. */
async function untilAnswered(page: Page) {
  await page
    .locator('.control-panel')
    .getByText(/([1-9]\d*) 台设备中已应答 \1 台/)
    .waitFor({ timeout: 30_000 });
}

describe('the control wall', () => {
  it('zh: dims a street of photovoltaic lamps to 40 %, and the tiles follow the lamps; en as well', async () => {
    const page = await openPage(browser, 'zh', WALL.width);
    await page.setViewportSize(WALL);
    await signedIn(page, platform.url, '/screen-control/1');
    await page.getByRole('heading', { name: '光伏路灯集中控制' }).waitFor();
    await page.getByRole('button', { name: PROJECT }).click();
    await page.getByRole('button', { name: GROUP }).click();
    await expect.poll(() => page.locator('.control-tile').count()).toBe(GROUP_LAMPS);

    await page.getByRole('button', { name: `全选 ${GROUP_LAMPS} 台` }).click();
    await page.getByText(`已选 ${GROUP_LAMPS} / ${GROUP_LAMPS} 台`).waitFor();
    // Lit first, so that the street burns at the level it is dimmed to by day as by night.
    await page.getByRole('button', { name: /开\s*灯/ }).click();
    expect(await closeOutcome(page)).toContain('下发成功');
    await untilAnswered(page);
    await page.getByText('开关与调光').click();
    await page.locator('.control-panel').getByRole('button', { name: '40 %', exact: true }).click();
    await page.getByRole('button', { name: '调光至 40%' }).click();
    expect(await closeOutcome(page)).toContain('下发成功');
    await untilAnswered(page);

    // The burning lamps report the new brightness, and their tiles show it without a reload.
    await expect
      .poll(
        async () => (await groupLamps()).filter((lamp) => lamp.lampon === 1 && lamp.brightness === 40).length,
        {
          timeout: 30_000,
        },
      )
      .toBeGreaterThan(GROUP_LAMPS / 2);
    const loaded = await page.evaluate(() => performance.getEntriesByType('navigation').length);
    const dimmed = (await groupLamps()).filter((lamp) => lamp.lampon === 1).map((lamp) => lamp.devicecode);
    await expect
      .poll(async () => {
        const shown = await tileBrightness(page);
        return dimmed.filter((code) => shown.get(code) === '40 %').length;
      })
      .toBe(dimmed.length);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loaded);
    await expectStageFits(page, WALL);
    await shoot(page, 'wall-control-zh-1920x1080');
    await page.setViewportSize(LAPTOP);
    await expectStageFits(page, LAPTOP);
    await shoot(page, 'wall-control-zh-1366x768');

    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await page.getByRole('heading', { name: 'Photovoltaic street lamp control' }).waitFor();
    await page.getByRole('button', { name: `All ${GROUP_LAMPS}` }).click();
    await page.getByText(`${GROUP_LAMPS} of ${GROUP_LAMPS} selected`).waitFor();
    await page.getByText('Switch & dim').click();
    await shoot(page, 'wall-control-en-1366x768');
    await page.setViewportSize(WALL);
    await expectStageFits(page, WALL);
    await shoot(page, 'wall-control-en-1920x1080');
    // The load mode with its five timed points, sized for a finger like the rest.
    await page.getByText('Load mode', { exact: true }).click();
    await pick(page, page.locator('.control-panel').getByRole('combobox'), '0 · Timed');
    await page.locator('.control-panel').getByLabel('Duration 5').waitFor();
    await shoot(page, 'wall-control-load-mode-en-1920x1080');
    await page.context().close();
  });

  it('shows the demo account the states without any control, and the server refuses its commands', async () => {
    const page = await openPage(browser, 'en', WALL.width);
    await page.setViewportSize(WALL);
    await page.goto(`${platform.url}/#/login?redirect=${encodeURIComponent('/screen-control/1')}`);
    await signIn(page, DEMO.username, DEMO.password);
    await page.getByRole('heading', { name: 'Photovoltaic street lamp control' }).waitFor();
    await page.getByRole('button', { name: PROJECT }).click();
    await page.getByRole('button', { name: GROUP }).click();
    await expect.poll(() => page.locator('.control-tile').count()).toBe(GROUP_LAMPS);
    await page.getByText('View only: your role does not send commands').waitFor();
    expect(await page.locator('.control-panel').count()).toBe(0);
    expect(await page.locator('button.control-tile').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Switch on|Dim to/ }).count()).toBe(0);
    await expectStageFits(page, WALL);
    await shoot(page, 'wall-control-view-en-1920x1080');

    const demoBearer = await bearerOf(platform.url, DEMO.username, DEMO.password);
    const [lamp] = await groupLamps();
    const response = await fetch(`${platform.url}/prod-api/remote/device/command`, {
      method: 'POST',
      headers: { authorization: demoBearer, 'content-type': 'application/json' },
      body: JSON.stringify({
        devicecodes: [lamp?.devicecode],
        method: 'dimming',
        params: { brightness: 10 },
      }),
    });
    expect(response.status).toBe(403);
    expect((await response.json()).status).toBe(2001);
    await page.context().close();
  });

  it('says so, in the reader’s language, for a device family that does not exist', async () => {
    const page = await openPage(browser, 'zh', WALL.width);
    await page.setViewportSize(WALL);
    await signedIn(page, platform.url, '/screen-control/99');
    await page.getByRole('alert').getByText('没有编号为 99 的设备类型。').waitFor();
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await page.getByRole('alert').getByText('There is no device family 99.').waitFor();
    await page.getByRole('button', { name: '1 · Photovoltaic street lamp' }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/screen-control/1'));
    await page.getByRole('heading', { name: 'Photovoltaic street lamp control' }).waitFor();
    await page.context().close();
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../apps/server/src/test/server-process';
import { bearerOf, callApi } from './api';
import { launchBrowser } from './browser';
import { type Lang, openPage, shoot, signedIn, signIn } from './pages';
import { type RunningPlatform, startPlatform } from './platform';

/**
 * The monitoring wall on the demo fleet: full-window at the sizes of a control room's screen and a
 * laptop, without scroll bars, with the API's figures, following a lamp switched from elsewhere.
 */
const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1366, height: 768 },
];
/** How long the wall may take to show a lamp switched elsewhere. */
const WALL_FOLLOWS_MS = 6_000;

let platform: RunningPlatform;
let browser: Browser;
let bearer: string;

interface Summary {
  devices: { total: number; byState: { runstate: number | null; count: number }[] };
  lamps: { on: number; expectedOn: number };
}

async function summary(): Promise<Summary> {
  const answer = await callApi(platform.url, '/remote/dashboard/summary', bearer);
  expect(answer.status, answer.message).toBe(200);
  return answer.data as Summary;
}

/** Waits until the demo fleet has reported: the devices that never reported stop changing. */
async function untilFleetReported() {
  let before = -1;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    const { devices } = await summary();
    const silent = devices.byState.find((row) => row.runstate === null)?.count ?? 0;
    if (silent === before && silent < devices.total / 2) return;
    before = silent;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  throw new Error('the demo fleet did not report within 60 s');
}

beforeAll(async () => {
  platform = await startPlatform({
    store: 'pglite',
    env: { SIMULATOR: 'on', DEMO_HISTORY_DAYS: '0', MQTT_PORT: String(await freePort()) },
  });
  bearer = await bearerOf(platform.url);
  await untilFleetReported();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

async function openWall(lang: Lang, size: { width: number; height: number }): Promise<Page> {
  const page = await openPage(browser, lang, size.width);
  await page.setViewportSize(size);
  await signedIn(page, platform.url, '/screen');
  await page.locator('.wall .screen-map__legend').waitFor();
  return page;
}

const figure = async (page: Page, selector: string) =>
  Number((await page.locator(selector).first().innerText()).replace(/[^\d.]/g, ''));

describe('the monitoring wall', () => {
  it("takes a role without the wall's menu entry home, and says why", async () => {
    const roles = await callApi(platform.url, '/sys/role/list?pagesize=500', bearer);
    const maker = roles.data[0].list.find((role: { idenkey: string }) => role.idenkey === 'manufacturer');
    const account = { username: 'wall_outsider', password: 'Wall#Outside26' };
    const added = await callApi(platform.url, '/sys/account/add', bearer, {
      ...account,
      mobile: '13700005019',
      roleid: String(maker.id),
    });
    expect(added.status, added.message).toBe(200);
    const page = await openPage(browser, 'en');
    await page.goto(`${platform.url}/#/login?redirect=${encodeURIComponent('/screen')}`);
    await signIn(page, account.username, account.password);
    await page.waitForURL((url) => url.hash === '#/dashboard');
    await page.getByText('Insufficient permissions!').waitFor();
    expect(await page.locator('.wall').count()).toBe(0);
    await page.context().close();
  });

  for (const lang of ['zh', 'en'] as const) {
    for (const size of SIZES) {
      it(`${lang} ${size.width}×${size.height}: fills the window without scroll bars, with the API's figures`, async () => {
        const page = await openWall(lang, size);
        await page.getByRole('heading', { name: lang === 'zh' ? '大屏监控' : 'Monitoring wall' }).waitFor();
        const fit = await page.evaluate(() => {
          const stage = document.querySelector('.screen-stage')?.getBoundingClientRect();
          const root = document.documentElement;
          return {
            scrolls: root.scrollWidth > root.clientWidth || root.scrollHeight > root.clientHeight,
            stage: stage && { right: stage.right, bottom: stage.bottom, left: stage.left, top: stage.top },
          };
        });
        expect(fit.scrolls).toBe(false);
        expect(fit.stage?.left).toBeGreaterThanOrEqual(0);
        expect(fit.stage?.top).toBeGreaterThanOrEqual(0);
        expect(fit.stage?.right).toBeLessThanOrEqual(size.width + 0.5);
        expect(fit.stage?.bottom).toBeLessThanOrEqual(size.height + 0.5);

        const api = await summary();
        expect(await figure(page, '[data-figure="devices"] b')).toBe(api.devices.total);
        const offline = await figure(page, '.screen-fleet [data-state="4"] b');
        expect(offline).toBe(api.devices.byState.find((row) => row.runstate === 4)?.count);
        const tickets = await callApi(platform.url, '/remote/aftersale/open', bearer);
        expect(await figure(page, '.screen-tickets__total b')).toBe(tickets.data.total);
        await expect
          .poll(async () => Number(await page.locator('.screen-lighting__counts').getAttribute('data-on')))
          .toBe((await summary()).lamps.on);
        await shoot(page, `large-screen-${lang}-${size.width}x${size.height}`);
        await page.context().close();
      });
    }
  }

  it('follows a lamp switched from another tab within a few seconds', async () => {
    const page = await openWall('en', SIZES[0] as { width: number; height: number });
    const shown = async () => Number(await page.locator('.screen-lighting__counts').getAttribute('data-on'));
    await expect.poll(async () => (await shown()) === (await summary()).lamps.on).toBe(true);
    const list = async (query: string) =>
      (await callApi(platform.url, `/remote/device/list?${query}`, bearer)).data[0];
    const burning = await list('devicetype=2&lampon=1&pagesize=1');
    const lamp = burning.list[0] ?? (await list('devicetype=2&lampon=0&runstate=1&pagesize=1')).list[0];
    const on = burning.list.length === 0;
    const response = await fetch(`${platform.url}/prod-api/remote/device/command`, {
      method: 'POST',
      headers: { authorization: bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ devicecodes: [lamp.devicecode], method: 'switch', params: { on } }),
    });
    expect((await response.json()).status).toBe(200);
    // Once the lamp has reported its new state, the wall shows what the lamp lists count.
    await expect
      .poll(async () => (await list(`keyword=${lamp.devicecode}&pagesize=1`)).list[0]?.lampon, {
        timeout: 30_000,
      })
      .toBe(on ? 1 : 0);
    const lampsOn = (await list('devicetype=1,2,3&lampon=1&pagesize=1')).total;
    await expect.poll(shown, { timeout: WALL_FOLLOWS_MS }).toBe(lampsOn);
    await page.context().close();
  });
});

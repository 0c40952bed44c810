import { startFleet } from '@lamplighter/simulator';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALL_DRAWN_MARK } from '../apps/web/src/features/screens/lib/wall-drawn-mark';
import { bearerOf, callApi } from './api';
import { launchBrowser } from './browser';
import { type DemoPlatform, demoFleetPlatform } from './demo-fleet';
import { type Lang, openPage, shoot, signedIn, signIn } from './pages';
import { addMainsLight } from './simulated-lights';
import { expectStageFits, WALL_SIZES } from './wall-stage';

/**
 * The monitoring wall on the demo fleet: full-window at the sizes of a control room's screen and a
 * laptop, without scroll bars, with the API's figures (the power curve, the year's energy, the
 * weather stations and the projects by faults among them), following a lamp switched from
 * elsewhere and an alarm raised by a simulated lamp, and opening the detail wall from a project
 * or an alarm.
 */
const SIZES = WALL_SIZES;
/** How long the wall may take to show a lamp switched elsewhere. */
const WALL_FOLLOWS_MS = 6_000;

let platform: DemoPlatform;
let browser: Browser;
let bearer: string;
let fleet: ReturnType<typeof startFleet> | undefined;

interface Summary {
  devices: { total: number; byState: { runstate: number | null; count: number }[] };
  lamps: { on: number; expectedOn: number };
}

async function summary(): Promise<Summary> {
  const answer = await callApi(platform.url, '/remote/dashboard/summary', bearer);
  expect(answer.status, answer.message).toBe(200);
  return answer.data as Summary;
}

beforeAll(async () => {
  platform = await demoFleetPlatform();
  bearer = await bearerOf(platform.url);
  browser = await launchBrowser();
});

afterAll(async () => {
  await fleet?.stop();
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

const api = async (path: string) => {
  const answer = await callApi(platform.url, path, bearer);
  expect(answer.status, answer.message).toBe(200);
  return answer.data;
};

/** The wall's own panels show what the API answers (polled: power and weather move by the minute). */
async function showsWallFigures(page: Page) {
  const shownPower = async () =>
    Number(await page.locator('.screen-power__now').getAttribute('data-consumed'));
  await expect
    .poll(async () => (await shownPower()) === (await api('/remote/wall/power')).now.consumed, {
      timeout: 70_000,
    })
    .toBe(true);
  const year = (await api('/remote/wall/year')).figures;
  expect(await figure(page, '[data-span="year"] [data-figure="consumed"]')).toBe(
    Math.round(year.consumed * 10) / 10,
  );
  const weather = await api('/remote/wall/weather?limit=3');
  expect(weather.total).toBeGreaterThan(0);
  const first = weather.stations[0];
  const temperature = page.locator(`[data-station="${first.id}"] [data-reading="temperature"]`);
  await expect
    .poll(async () => Number((await temperature.innerText()).replace(/[^\d.-]/g, '')), { timeout: 70_000 })
    .toBe(Math.round((await api('/remote/wall/weather?limit=3')).stations[0].values.temperature * 10) / 10);
  const shownProjects = () =>
    page
      .locator('.screen-top-projects li')
      .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-project'))));
  await expect
    .poll(
      async () =>
        JSON.stringify(await shownProjects()) ===
        JSON.stringify((await api('/remote/wall/top-projects')).projects.map((p: { id: number }) => p.id)),
    )
    .toBe(true);
}

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
        await expectStageFits(page, size);

        const api = await summary();
        expect(await figure(page, '[data-figure="devices"] b')).toBe(api.devices.total);
        const offline = await figure(page, '.screen-fleet [data-state="4"] b');
        expect(offline).toBe(api.devices.byState.find((row) => row.runstate === 4)?.count);
        const tickets = await callApi(platform.url, '/remote/aftersale/open', bearer);
        expect(await figure(page, '.screen-tickets__total b')).toBe(tickets.data.total);
        await expect
          .poll(async () => Number(await page.locator('.screen-lighting__counts').getAttribute('data-on')))
          .toBe((await summary()).lamps.on);
        await showsWallFigures(page);
        // Every panel has its figures and the map has drawn: the wall marks its first complete frame once.
        await expect
          .poll(() => page.evaluate((mark) => performance.getEntriesByName(mark).length, WALL_DRAWN_MARK))
          .toBe(1);
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

  it('shows an alarm raised by a simulated lamp in the ticker, and opens it on the detail wall', async () => {
    const projects = await callApi(platform.url, '/remote/project/list?pagesize=1', bearer);
    const code = 'WALL-E2E-1';
    const lamp = await addMainsLight(platform.url, bearer, {
      code,
      name: 'Wall e2e lamp',
      projectid: projects.data[0].list[0].id,
      lat: 30.27,
      lng: 120.16,
      lampPower: 80,
      reportInterval: 10,
    });
    fleet = startFleet({
      broker: `mqtt://127.0.0.1:${platform.mqttPort}`,
      devices: [lamp],
      rampUpMs: 0,
      seed: 11,
    });
    const device = async () =>
      (await callApi(platform.url, `/remote/device/list?keyword=${code}&pagesize=1`, bearer)).data[0].list[0];
    await expect.poll(async () => (await device())?.runstate, { timeout: 60_000 }).toBe(1);

    const page = await openWall('en', SIZES[0] as { width: number; height: number });
    await fleet.setFault(code, 'undervoltage', true);
    const alarm = page.locator('.screen-alarms li').filter({ hasText: code }).first();
    await alarm.waitFor({ timeout: 60_000 });
    await shoot(page, 'large-screen-alarm-en-1920x1080');
    const { id: deviceId } = await device();
    // The reel scrolls: never still long enough for the click's stability check.
    await alarm.getByRole('button').click({ force: true });
    await page.waitForURL((url) => url.hash === `#/detail?device=${deviceId}`);

    await page.goBack();
    const project = page.locator('.screen-top-projects li').first();
    await project.waitFor();
    const id = await project.getAttribute('data-project');
    await project.getByRole('button').click();
    await page.waitForURL((url) => url.hash === `#/detail?project=${id}`);
    await page.context().close();
  });
});

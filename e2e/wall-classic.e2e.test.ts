import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, callApi } from './api';
import { launchBrowser } from './browser';
import { demoFleetPlatform } from './demo-fleet';
import { openPage, shoot, signedIn } from './pages';
import type { RunningPlatform } from './platform';
import { expectStageFits, WALL_SIZES } from './wall-stage';

/**
 * The classic wall on the demo fleet: the monitoring wall's figures in dials, charts, counters and
 * a table of lamps that goes by, full-window at a control room's and a laptop's size.
 */
const SIZES = WALL_SIZES;
const LAMPS = 'devicetype=1,2,3';

let platform: RunningPlatform;
let browser: Browser;
let bearer: string;
let page: Page;
/** The energy the wall was last answered, to find on the wall. */
let energyAnswer: { today: Record<string, number> } | undefined;

interface Summary {
  devices: { total: number; byState: { runstate: number | null; count: number }[] };
  lamps: { on: number; expectedOn: number };
}

async function summary(): Promise<Summary> {
  const answer = await callApi(platform.url, '/remote/dashboard/summary', bearer);
  expect(answer.status, answer.message).toBe(200);
  return answer.data as Summary;
}

async function lampPage(): Promise<{ total: number; list: { id: number; devicecode: string }[] }> {
  const answer = await callApi(platform.url, `/remote/device/list?${LAMPS}&pagesize=50`, bearer);
  expect(answer.status, answer.message).toBe(200);
  return answer.data[0];
}

const online = ({ devices }: Summary) =>
  devices.total -
  devices.byState
    .filter((row) => row.runstate === null || row.runstate === 4)
    .reduce((sum, row) => sum + row.count, 0);

/** Waits until the demo lamps have reported: those that never did stop changing. */
async function untilLampsReported() {
  let before = -1;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    const [all, silent] = await Promise.all([
      callApi(platform.url, `/remote/device/list?${LAMPS}&pagesize=1`, bearer),
      callApi(platform.url, `/remote/device/list?${LAMPS}&runstate=0&pagesize=1`, bearer),
    ]);
    const never = silent.data[0].total as number;
    if (never === before && never < all.data[0].total / 2) return;
    before = never;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  throw new Error('the demo lamps did not report within 60 s');
}

beforeAll(async () => {
  platform = await demoFleetPlatform();
  bearer = await bearerOf(platform.url);
  await untilLampsReported();
  browser = await launchBrowser();
  page = await openPage(browser, 'zh', SIZES[0]?.width);
  page.on('response', async (response) => {
    if (!response.url().includes('/remote/dashboard/energy') || !response.ok()) return;
    energyAnswer = (await response.json()).data;
  });
  await signedIn(page, platform.url, '/screen-old');
  await page.locator('.classic-table tbody tr').first().waitFor();
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const attribute = async (selector: string, name: string) =>
  Number(await page.locator(selector).first().getAttribute(name));

describe('the classic wall', () => {
  for (const lang of ['zh', 'en'] as const) {
    for (const size of SIZES) {
      it(`${lang} ${size.width}×${size.height}: fills the window without scroll bars, with the API's figures`, async () => {
        await page.setViewportSize(size);
        await page.getByRole('button', { name: lang === 'zh' ? '中文' : 'EN', exact: true }).click();
        await page.getByRole('heading', { name: lang === 'zh' ? '旧版大屏' : 'Classic wall' }).waitFor();
        await expectStageFits(page, size);

        const api = await summary();
        expect(await attribute('[data-counter="devices"] [data-value]', 'data-value')).toBe(
          api.devices.total,
        );
        expect(await attribute('.classic-states__total', 'data-total')).toBe(api.devices.total);
        await expect
          .poll(
            async () =>
              (await attribute('.classic-rates__dial[data-online]', 'data-online')) ===
              online(await summary()),
          )
          .toBe(true);
        await expect
          .poll(
            async () =>
              (await attribute('.classic-rates__dial[data-on]', 'data-on')) === (await summary()).lamps.on,
          )
          .toBe(true);

        const lamps = await lampPage();
        expect(await attribute('.classic-table [data-total]', 'data-total')).toBe(lamps.total);
        const rows = await page.locator('.classic-table tbody tr').evaluateAll((trs) =>
          trs.map((tr) => ({
            id: Number(tr.getAttribute('data-device')),
            code: tr.querySelector('a')?.textContent,
          })),
        );
        expect(rows.map((row) => row.id).sort()).toEqual(lamps.list.map((lamp) => lamp.id).sort());
        for (const row of rows)
          expect(row.code).toBe(lamps.list.find((lamp) => lamp.id === row.id)?.devicecode);

        const consumed = page.locator('[data-figure="consumed"] .classic-energy__today b');
        await expect
          .poll(async () => {
            const today = energyAnswer?.today.consumed ?? Number.NaN;
            return (
              (await consumed.innerText()) ===
              today.toLocaleString('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 })
            );
          })
          .toBe(true);
        await shoot(page, `wall-classic-${lang}-${size.width}x${size.height}`);
      });
    }
  }

  it('goes by a row at a time, holds under the pointer, and a row opens the device', async () => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const reel = page.locator('.classic-table__window');
    expect(await reel.getAttribute('data-scrolling')).toBe('true');
    const first = () => page.locator('.classic-table tbody tr').first().getAttribute('data-device');
    const before = await first();
    await expect.poll(first, { timeout: 10_000 }).not.toBe(before);

    await reel.hover();
    expect(await reel.getAttribute('data-paused')).toBe('true');
    await page.mouse.move(0, 0);
    expect(await reel.getAttribute('data-paused')).toBe('false');
    const after = await first();
    await expect.poll(first, { timeout: 10_000 }).not.toBe(after);

    await reel.hover();
    const row = page.locator('.classic-table tbody tr').nth(1);
    const id = await row.getAttribute('data-device');
    await row.click({ position: { x: 600, y: 10 } });
    await page.waitForURL((url) => url.hash === `#/detail?device=${id}`);
  });
});

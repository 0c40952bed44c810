import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, callApi } from './api';
import { launchBrowser } from './browser';
import { adminAccountId, insertDevices, insertProject, STATE_CYCLE } from './map-fixture';
import { DESKTOP, type Lang, NARROW, openPage, shoot, signedIn } from './pages';
import { hexToRgb, near, pixelAt } from './pixels';
import { type RunningPlatform, startPlatform } from './platform';

const RIVERSIDE_DEVICES = 3000;
/** The alarm colour of the run states (RUN_STATE_COLORS[2] of the web app), and '--' (NO_STATE_COLOR). */
const ALARM = hexToRgb('#fa8c16');
const NO_STATE = hexToRgb('#bfbfbf');

let platform: RunningPlatform;
let browser: Browser;
let harbourLampId: number;

beforeAll(async () => {
  platform = await startPlatform({ store: 'postgres' });
  const sql = platform.sql;
  if (!sql) throw new Error('the device map tests need the platform on PostgreSQL');
  const admin = await adminAccountId(sql);
  const riverside = await insertProject(sql, admin, 'Riverside');
  const harbour = await insertProject(sql, admin, 'Harbour');
  await insertDevices(sql, {
    accountId: admin,
    projectId: riverside,
    prefix: 'RS',
    count: RIVERSIDE_DEVICES,
    origin: [116.3, 39.85],
    layout: 'clumps',
  });
  // Two devices without a position: in the lists, not on the map.
  await sql`insert into devices (code, name, type_id, account_id, project_id, token_hash, token_hint)
    values ('RS-NOPOS-1', 'Unplaced 1', 1, ${admin}, ${riverside}, md5('nopos1'), 'pos1'),
           ('RS-NOPOS-2', 'Unplaced 2', 2, ${admin}, ${riverside}, md5('nopos2'), 'pos2')`;
  // One alarm lamp of another project, 13 km from the others: alone on the map.
  const [lamp] = await sql<{ id: number }[]>`
    insert into devices (code, name, type_id, account_id, project_id, longitude, latitude, run_state, pole_number, token_hash, token_hint)
    values ('HB-000001', 'Harbour lamp 1', 1, ${admin}, ${harbour}, 116.6, 39.8, 2, 'P-17', md5('harbour1'), 'bor1')
    returning id`;
  harbourLampId = lamp?.id ?? 0;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

async function mapPage(lang: Lang, width = DESKTOP): Promise<Page> {
  return signedIn(await openPage(browser, lang, width), platform.url, '/device/map');
}

/** The devices the cluster markers on the page stand for. */
const clusteredDevices = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.device-cluster')).reduce(
      (sum, marker) => sum + Number(marker.dataset.count),
      0,
    ),
  );

async function untilClustered(page: Page, count: number) {
  await expect.poll(() => clusteredDevices(page), { timeout: 20_000 }).toBe(count);
}

/** The middle of the map's canvas, in page coordinates. */
async function mapCentre(page: Page): Promise<{ x: number; y: number }> {
  const box = await page.locator('.maplibregl-canvas').boundingBox();
  if (!box) throw new Error('no map canvas');
  return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
}

const legendCount = (page: Page, state: number) =>
  page.locator(`.device-map__count[data-state="${state}"]`).textContent();

describe('the device map', () => {
  it('draws every located device of the scope, clustered, with the run states counted in the legend', async () => {
    const page = await mapPage('en');
    await page.getByText('3,001 devices on the map').waitFor();
    // The Riverside lamps are clusters; the Harbour lamp is drawn alone, as a point.
    await untilClustered(page, RIVERSIDE_DEVICES);
    const perCycle = RIVERSIDE_DEVICES / STATE_CYCLE.length;
    const expected = { 1: 5 * perCycle, 2: perCycle + 1, 3: perCycle, 4: perCycle, 5: perCycle, 0: perCycle };
    for (const [state, count] of Object.entries(expected)) {
      expect(await legendCount(page, Number(state)), `state ${state}`).toBe(count.toLocaleString('en-US'));
    }
    await shoot(page, 'device-map-en-desktop');

    // A click on a cluster zooms in to where it breaks apart; the map's fit button brings all back.
    const sizes = () => page.locator('.device-cluster').evaluateAll((all) => all.map((m) => m.dataset.count));
    expect(new Set(await sizes())).toEqual(new Set(['200']));
    await page.locator('.device-cluster').first().click();
    await expect.poll(async () => (await sizes()).includes('100'), { timeout: 20_000 }).toBe(true);
    await page.getByRole('button', { name: 'Fit to the devices' }).click();
    await expect.poll(async () => new Set(await sizes()), { timeout: 20_000 }).toEqual(new Set(['200']));
    await untilClustered(page, RIVERSIDE_DEVICES);
    await page.context().close();
  });

  it('filters by run state and by project, and a click on a device opens its card and its page', async () => {
    const page = await mapPage('en');
    await untilClustered(page, RIVERSIDE_DEVICES);

    await page.getByRole('button', { name: /fault/ }).click();
    await page.getByText('300 devices on the map').waitFor();
    await untilClustered(page, 300);
    expect(await legendCount(page, 1)).toBe('0');

    await page.getByRole('combobox', { name: 'Project' }).click();
    await page.locator('.ant-select-item-option[title="Harbour"]').click();
    await page.getByText('No device with coordinates matches the filters').waitFor();

    await page.getByRole('button', { name: /fault/ }).click(); // the state again: all of them
    await page.getByText('1 device on the map').waitFor();
    // The map centres on the lone lamp: its colour is drawn in the middle of the canvas.
    const centre = await mapCentre(page);
    await expect
      .poll(async () => near(await pixelAt(page, centre.x, centre.y), ALARM), { timeout: 20_000 })
      .toBe(true);

    await page.mouse.click(centre.x, centre.y);
    const card = page.locator('.device-map__card');
    await card.getByText('Harbour lamp 1').waitFor();
    await card.getByText('HB-000001').waitFor();
    await card.getByText('P-17').waitFor();
    await shoot(page, 'device-map-card-en-desktop');

    await card.getByRole('button', { name: /Device details/ }).click();
    await page.waitForURL((url) => url.hash === `#/device/detail?id=${harbourLampId}`);
    await page.context().close();
  });

  it('is shown in Chinese and English at 1440 and 900 px', async () => {
    for (const [lang, width] of [
      ['zh', DESKTOP],
      ['zh', NARROW],
      ['en', NARROW],
    ] as const) {
      const page = await mapPage(lang, width);
      await page.getByText(lang === 'zh' ? '地图上共 3,001 个设备' : '3,001 devices on the map').waitFor();
      await untilClustered(page, RIVERSIDE_DEVICES);
      await shoot(page, `device-map-${lang}-${width === DESKTOP ? 'desktop' : '900'}`);
      await page.context().close();
    }
  });
});

describe('the device map with a base map that cannot be reached', () => {
  let offline: RunningPlatform;

  beforeAll(async () => {
    // Nothing listens on port 9: every tile fails, as on a machine without network.
    offline = await startPlatform({
      store: 'pglite',
      env: { MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png' },
    });
    const bearer = await bearerOf(offline.url);
    const project = await callApi(offline.url, '/remote/project/add', bearer, { name: 'Quay' });
    const device = await callApi(offline.url, '/remote/device/add', bearer, {
      projectid: String(project.data.id),
      devicetype: '2',
      devicecode: 'QY-1',
      devicename: 'Quay lamp',
      longitude: '121.49',
      latitude: '31.24',
    });
    expect(device.status, device.message).toBe(200);
  });
  afterAll(() => offline?.stop());

  it("says so once, in the seed's words, and still draws the devices", async () => {
    const page = await openPage(browser, 'en');
    // The warning is a message that leaves after a few seconds: count every one shown, gone or not.
    await page.addInitScript((warning) => {
      const shown = new Set<Node>();
      new MutationObserver(() => {
        for (const notice of document.querySelectorAll('.ant-message-notice')) {
          if (notice.textContent?.includes(warning)) shown.add(notice);
        }
        (window as unknown as { mapWarnings: number }).mapWarnings = shown.size;
      }).observe(document, { childList: true, subtree: true });
    }, 'map load failed (check network)');
    await signedIn(page, offline.url, '/device/map');
    await page.getByText('map load failed (check network)').waitFor();
    await page.getByText('1 device on the map').waitFor();
    const centre = await mapCentre(page);
    await expect
      .poll(async () => near(await pixelAt(page, centre.x, centre.y), NO_STATE), { timeout: 20_000 })
      .toBe(true);
    expect(await page.evaluate(() => (window as unknown as { mapWarnings: number }).mapWarnings)).toBe(1);
    await page.context().close();
  });
});

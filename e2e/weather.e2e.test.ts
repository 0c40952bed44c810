import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, callApi } from './api';
import { launchBrowser } from './browser';
import { type DemoPlatform, demoFleetPlatform } from './demo-fleet';
import { DESKTOP, type Lang, NARROW, openPage, PHONE, shoot, signedIn } from './pages';
import { pick } from './select';

/**
 * Meteorological monitoring on the demo fleet (three weather stations, one per project): the
 * overview with the stations' readings, following their reports live; a threshold set in the
 * drawer that the demo weather crosses, raising a weather warning, then removed; the data
 * analytics of two stations; and the stations on the map. A demo station reports every five
 * minutes, and at once after it answered a command: the tests ask it to read its parameters.
 */

let platform: DemoPlatform;
let browser: Browser;
let bearer: string;

interface Station {
  id: number;
  devicecode: string;
  devicename: string;
  projectname: string;
  reportedat: string | null;
  values: Record<string, number | null>;
  crossed: string[];
}

/** A limit every demo temperature is above. */
const LIMIT = -50;

const words = {
  zh: {
    overview: '气象站',
    thresholds: '阈值设置',
    drawer: '气象阈值',
    add: '新增阈值',
    project: '项目',
    limit: '阈值',
    ok: /^确\s*定$/,
    created: '创建成功',
    condition: `温度 高于 ${LIMIT} °C`,
    delete: '删除',
    deleted: '删除成功',
    stations: '气象站',
    analytics: '数据分析',
    exportName: /^气象日统计-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/,
    export: '导出',
    map: '气象地图',
  },
  en: {
    overview: 'Weather stations',
    thresholds: 'Thresholds',
    drawer: 'Weather thresholds',
    add: 'New threshold',
    project: 'Project',
    limit: 'Limit',
    ok: /^OK$/,
    created: 'Created',
    condition: `Temperature above ${LIMIT} °C`,
    delete: 'Delete',
    deleted: 'Deleted',
    stations: 'Weather stations',
    analytics: 'Data analytics',
    exportName: /^weather-daily-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/,
    export: 'Export',
    map: 'Weather map',
  },
};

async function api(path: string) {
  const answer = await callApi(platform.url, path, bearer);
  expect(answer.status, `${path}: ${answer.message}`).toBe(200);
  return answer.data;
}

const stations = async (): Promise<Station[]> => (await api('/remote/weather/overview')).stations;

const stationNow = async (id: number): Promise<Station> => {
  const found = (await stations()).find((station) => station.id === id);
  if (!found) throw new Error(`station ${id} is gone`);
  return found;
};

/** A demo station reports now: it does after it answered a command. */
async function reportNow(devicecode: string) {
  const response = await fetch(`${platform.url}/prod-api/remote/device/command`, {
    method: 'POST',
    headers: { authorization: bearer, 'content-type': 'application/json' },
    body: JSON.stringify({ devicecodes: [devicecode], method: 'readParameters', params: {} }),
  });
  const answer = await response.json();
  expect(answer.status, answer.message).toBe(200);
}

/**
 * Whether the station has a weather warning past the test's limit whose condition lasts (the demo's
 * own thresholds may hold another of its readings in warning meanwhile).
 */
const warnedPastLimit = async (devicecode: string) =>
  (await api(`/remote/warninginfo/list?devicecode=${devicecode}&open=1&pagesize=50`))[0].list.some(
    (warning: { kind: string; reason: string }) =>
      warning.kind === 'weather' && warning.reason.includes(`temperature>${LIMIT}=`),
  );

/** Thresholds a failed run left behind would refuse this run's (one limit per reading and operator). */
async function removeTestThresholds() {
  const left = (await api('/remote/weather/threshold/list'))[0].list.filter(
    (threshold: { key: string; value: number }) =>
      threshold.key === 'temperature' && threshold.value === LIMIT,
  );
  for (const threshold of left) await api(`/remote/weather/threshold/delete?id=${threshold.id}`);
}

beforeAll(async () => {
  platform = await demoFleetPlatform();
  bearer = await bearerOf(platform.url);
  browser = await launchBrowser();
  await removeTestThresholds();
});

afterAll(async () => {
  if (platform && bearer) await removeTestThresholds();
  await browser?.close();
  await platform?.stop();
});

async function open(lang: Lang, path: string, width = DESKTOP): Promise<Page> {
  return signedIn(await openPage(browser, lang, width), platform.url, path);
}

/** Shot without a card raised by the mouse left where the sign-in button was. */
async function shot(page: Page, name: string) {
  await page.mouse.move(0, 0);
  await shoot(page, name);
}

/** The page fits the window's width: nothing scrolls sideways (on a phone, not even a list). */
async function fitsWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(width);
  // Nor does a list scroll sideways inside the page: a phone keeps the columns that fit.
  const tablesScrollingSideways = () =>
    page.evaluate(
      () =>
        [...document.querySelectorAll('.ant-table-content')].filter(
          (table) => table.scrollWidth > table.clientWidth,
        ).length,
    );
  if (width === PHONE) await expect.poll(tablesScrollingSideways).toBe(0);
}

const station = (page: Page, id: number) => page.locator(`.weather-station[data-station="${id}"]`);

describe('meteorological monitoring', () => {
  it('has the three demo stations, each reporting', async () => {
    const demo = await stations();
    expect(demo).toHaveLength(3);
    for (const one of demo) {
      expect(one.devicecode).toMatch(/^HZ-.+-W1$/);
      expect(one.values.temperature, one.devicecode).toEqual(expect.any(Number));
    }
  });

  for (const lang of ['zh', 'en'] as const) {
    const said = words[lang];

    it(`${lang}: the overview shows every station's readings and follows its reports without reload`, async () => {
      const demo = await stations();
      const page = await open(lang, '/weather/overview');
      await page.getByRole('heading', { name: said.overview }).waitFor();
      for (const one of demo) {
        const temperature = station(page, one.id).locator('[data-reading="temperature"]');
        await expect.poll(() => temperature.innerText()).toMatch(/^-?\d+\.\d\s*°C/);
        // The arrow points where the wind blows: away from where it comes from.
        const arrow = station(page, one.id).locator('[data-reading="windSpeed"] [data-rotation]');
        await expect
          .poll(async () => {
            const direction = (await stationNow(one.id)).values.windDirection ?? 0;
            return Number(await arrow.getAttribute('data-rotation')) === (direction + 180) % 360;
          })
          .toBe(true);
      }
      await expect
        .poll(() => page.locator('[data-figure="temperature"] [data-value="mean"]').innerText())
        .toMatch(/^-?\d+\.\d$/);
      await shot(page, `weather-overview-${lang}-desktop`);

      const [first] = demo;
      if (!first) throw new Error('no station');
      const reported = station(page, first.id).locator('[data-reported]');
      const before = await reported.getAttribute('data-reported');
      const loads = await page.evaluate(() => performance.getEntriesByType('navigation').length);
      await reportNow(first.devicecode);
      await expect.poll(() => reported.getAttribute('data-reported'), { timeout: 30_000 }).not.toBe(before);
      expect(await reported.getAttribute('data-reported')).toBe((await stationNow(first.id)).reportedat);
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loads);

      await fitsWidth(page, NARROW);
      await shot(page, `weather-overview-${lang}-900`);
      await fitsWidth(page, PHONE);
      await shot(page, `weather-overview-${lang}-390`);
      await page.context().close();
    });

    it(`${lang}: a threshold set in the drawer raises a weather warning while crossed, and is deleted`, async () => {
      const [first] = await stations();
      if (!first) throw new Error('no station');
      const page = await open(lang, '/weather/overview');
      await station(page, first.id).waitFor();
      await page.getByRole('button', { name: said.thresholds }).click();
      const drawer = page.locator('.ant-drawer-content-wrapper').filter({ hasText: said.drawer });
      await drawer.getByRole('button', { name: said.add }).click();
      const form = page.locator('.ant-modal').filter({ hasText: said.add });
      await pick(page, form.getByLabel(said.project, { exact: true }), first.projectname);
      await form.getByLabel(said.limit, { exact: true }).fill(String(LIMIT));
      await shot(page, `weather-threshold-form-${lang}-desktop`);
      await form.getByRole('button', { name: said.ok }).click();
      await page.getByText(said.created).first().waitFor();
      const row = drawer.locator('.ant-table-row').filter({ hasText: said.condition });
      await row.waitFor();
      await shot(page, `weather-thresholds-${lang}-desktop`);
      await page.keyboard.press('Escape');

      await reportNow(first.devicecode);
      await expect.poll(() => warnedPastLimit(first.devicecode), { timeout: 30_000 }).toBe(true);
      await station(page, first.id).locator('[data-reading="temperature"][data-crossed]').waitFor();
      if (lang === 'zh') {
        // The alarm drawer is the Chinese top bar's (the seed shows it only in Chinese).
        await page.getByRole('button', { name: '告警', exact: true }).click();
        const warning = page
          .locator('.ant-list-item')
          .filter({ hasText: first.devicecode })
          .filter({ hasText: '气象阈值' })
          .first();
        await warning.getByText(new RegExp(`温度 -?[\\d.]+ °C > ${LIMIT} °C`)).waitFor();
        await shot(page, 'weather-warning-zh-desktop');
        await page.keyboard.press('Escape');
      } else {
        // No alarm drawer in English: the home page lists the newest warnings.
        await page.goto(`${platform.url}/#/dashboard`);
        await page
          .locator('.dashboard-list__item')
          .filter({ hasText: first.devicecode })
          .filter({ hasText: 'Weather threshold' })
          .first()
          .waitFor();
        await page.goto(`${platform.url}/#/weather/overview`);
        await station(page, first.id).waitFor();
      }

      await page.getByRole('button', { name: said.thresholds }).click();
      await row.getByRole('button', { name: said.delete }).click();
      await page.locator('.ant-modal-confirm').getByRole('button', { name: said.ok }).click();
      await page.getByText(said.deleted).first().waitFor();
      await row.waitFor({ state: 'detached' });
      // Its warning clears at the station's next readings.
      await reportNow(first.devicecode);
      await expect.poll(() => warnedPastLimit(first.devicecode), { timeout: 30_000 }).toBe(false);
      await page.context().close();
    });

    it(`${lang}: data analytics compares two stations in a chart and a daily table, and exports them`, async () => {
      const [first, second] = await stations();
      if (!first || !second) throw new Error('fewer than two stations');
      const page = await open(lang, '/weather/overview');
      await station(page, first.id).locator('.ant-card-head-title').click();
      await page.waitForURL((url) => url.hash === `#/weather/analytics?deviceid=${first.id}`);
      await page.locator('[data-stations="1"] canvas').waitFor();

      await pick(page, page.getByLabel(said.stations, { exact: true }), second.devicecode);
      await page.keyboard.press('Escape');
      await page.waitForURL((url) => url.hash === `#/weather/analytics?deviceid=${first.id}%2C${second.id}`);
      await page.locator('[data-stations="2"] canvas').waitFor();
      const rows = page.locator('.ant-table-tbody .ant-table-row');
      await rows.first().waitFor();
      const listed = await rows.allInnerTexts();
      expect(listed.some((text) => text.includes(first.devicecode))).toBe(true);
      expect(listed.some((text) => text.includes(second.devicecode))).toBe(true);
      await shot(page, `weather-analytics-${lang}-desktop`);

      const [file] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: said.export }).click(),
      ]);
      expect(file.suggestedFilename()).toMatch(said.exportName);

      await fitsWidth(page, NARROW);
      await shot(page, `weather-analytics-${lang}-900`);
      await fitsWidth(page, PHONE);
      await shot(page, `weather-analytics-${lang}-390`);
      await page.context().close();
    });

    it(`${lang}: the map labels each station with its temperature and wind, and opens its readings`, async () => {
      const demo = await stations();
      const labelled = async (page: Page) => {
        for (const one of demo) {
          const marker = page.locator(`.weather-marker[data-station="${one.id}"]`);
          await expect.poll(() => marker.locator('[data-reading="temperature"]').innerText()).toMatch(/°C$/);
          expect(await marker.locator('[data-reading="windSpeed"]').innerText()).toMatch(/m\/s$/);
        }
      };
      // The map fits the stations at the width it opens with.
      const narrow = await open(lang, '/weather/map', NARROW);
      await labelled(narrow);
      await fitsWidth(narrow, NARROW);
      await shot(narrow, `weather-map-${lang}-900`);
      await narrow.context().close();

      const page = await open(lang, '/weather/map');
      await page.getByRole('heading', { name: said.map }).waitFor();
      await labelled(page);
      await shot(page, `weather-map-${lang}-desktop`);
      const [first] = demo;
      if (!first) throw new Error('no station');
      await page.locator(`.weather-marker[data-station="${first.id}"]`).click();
      const card = page.locator(`.weather-map__card[data-station="${first.id}"]`);
      await card.locator('[data-reading="humidity"]').waitFor();
      await shot(page, `weather-map-card-${lang}-desktop`);
      await card.getByRole('button', { name: said.analytics }).click();
      await page.waitForURL((url) => url.hash === `#/weather/analytics?deviceid=${first.id}`);
      await page.context().close();
    });
  }
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, callApi } from './api';
import { launchBrowser } from './browser';
import { demoFleetPlatform } from './demo-fleet';
import { type Lang, openPage, shoot, signedIn } from './pages';
import type { RunningPlatform } from './platform';
import { expectStageFits, WALL_SIZES } from './wall-stage';

/**
 * The detail wall on the demo fleet: one project and one device, full-window at the sizes of a
 * control room's screen and a laptop, in both languages, with the API's figures; a foreign or
 * malformed id says so on the wall.
 */
const SIZES = WALL_SIZES;
const TEXTS = {
  en: { project: 'Project detail', device: 'Device detail', missing: 'This project does not exist' },
  zh: { project: '项目详情', device: '设备详情', missing: '该项目不存在' },
};

let platform: RunningPlatform;
let browser: Browser;
let bearer: string;
let page: Page;
let project: { id: number; name: string };

interface ProjectSummary {
  project: { name: string };
  devices: { total: number; byState: { runstate: number | null; count: number }[] };
  lamps: { on: number; expectedOn: number };
}

const api = async (path: string) => {
  const answer = await callApi(platform.url, path, bearer);
  expect(answer.status, answer.message).toBe(200);
  return answer.data;
};
const summary = (): Promise<ProjectSummary> => api(`/remote/walldetail/project?projectid=${project.id}`);

/** Waits until the project's devices have reported: those that never reported stop changing. */
async function untilProjectReported() {
  let before = -1;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    const { devices } = await summary();
    const silent = devices.byState.find((row) => row.runstate === null)?.count ?? 0;
    if (silent === before && silent < devices.total / 2) return;
    before = silent;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  throw new Error('the demo project did not report within 60 s');
}

beforeAll(async () => {
  platform = await demoFleetPlatform();
  bearer = await bearerOf(platform.url);
  const projects: { id: number; name: string; devicecount: number }[] = (
    await api('/remote/project/list?pagesize=100')
  )[0].list;
  project = projects.reduce((largest, candidate) =>
    candidate.devicecount > largest.devicecount ? candidate : largest,
  );
  await untilProjectReported();
  browser = await launchBrowser();
  page = await openPage(browser, 'en', SIZES[0]?.width);
  await page.setViewportSize(SIZES[0] as { width: number; height: number });
  await signedIn(page, platform.url, `/detail?project=${project.id}`);
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const figure = async (selector: string) =>
  Number((await page.locator(selector).first().innerText()).replace(/[^\d.]/g, ''));

async function setLanguage(lang: Lang) {
  await page.getByRole('button', { name: lang === 'zh' ? '中文' : 'EN', exact: true }).click();
}

/** Screenshots at both sizes in the language shown, back at the large one after. */
async function shootSizes(name: string, lang: Lang) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expectStageFits(page, size);
    await shoot(page, `wall-detail-${name}-${lang}-${size.width}x${size.height}`);
  }
  await page.setViewportSize(SIZES[0] as { width: number; height: number });
}

describe('the detail wall of a project', () => {
  it("shows the project's name, devices, lamps, tickets and energy as the API counts them", async () => {
    await page.getByRole('heading', { name: project.name }).waitFor();
    await page.locator('.detail-nav__what', { hasText: TEXTS.en.project }).waitFor();
    await page.locator('.detail-devices__row').first().waitFor();

    const devices = (await api(`/remote/device/list?projectid=${project.id}&pagesize=1`))[0];
    expect(Number(await page.locator('.detail-devices [data-total]').getAttribute('data-total'))).toBe(
      devices.total,
    );
    await expect
      .poll(
        async () =>
          (await figure('.screen-fleet [data-state="1"] b')) === (await summary()).devices.byState[0]?.count,
      )
      .toBe(true);
    await expect
      .poll(async () => Number(await page.locator('.screen-lighting__counts').getAttribute('data-on')))
      .toBe((await summary()).lamps.on);

    const open = await Promise.all(
      ['pending', 'processing'].map(
        async (status) =>
          (await api(`/remote/aftersale/list?projectid=${project.id}&status=${status}`))[0].total,
      ),
    );
    expect(await figure('.screen-tickets__total b')).toBe(open[0] + open[1]);

    const month = new Date().toISOString().slice(0, 8);
    const consumed = async () => {
      const energy = await api(
        `/remote/statistics/energy?period=month&dimension=project&projectid=${project.id}&from=${month}01&utcoffset=${-new Date().getTimezoneOffset()}`,
      );
      return Number(energy.totals.consumed.toFixed(1));
    };
    // The fleet reports on: the wall and the API agree once the wall has refreshed after a report.
    await expect
      .poll(
        async () => (await figure('[data-span="month"] [data-figure="consumed"]')) === (await consumed()),
        {
          timeout: 30_000,
        },
      )
      .toBe(true);

    await page.locator('.detail-power canvas, .detail-power .screen-empty').first().waitFor();
    await shootSizes('project', 'en');
    await setLanguage('zh');
    await page.locator('.detail-nav__what', { hasText: TEXTS.zh.project }).waitFor();
    await shootSizes('project', 'zh');
    await setLanguage('en');
  });

  it('opens the wall of a device clicked in the table, with what the device reported', async () => {
    const row = page.locator('.detail-devices__window ul:first-child .detail-devices__row').first();
    const code = (await row.getAttribute('data-device')) as string;
    await row.click();
    await page.waitForURL((url) => url.hash.startsWith('#/detail?device='));
    const id = Number(new URL(page.url().replace('#/', '')).searchParams.get('device'));
    const device = await api(`/remote/device/detail?id=${id}`);
    expect(device.devicecode).toBe(code);

    await page.locator('.detail-nav__what', { hasText: TEXTS.en.device }).waitFor();
    await expect.poll(() => page.locator('[data-field="code"] dd').innerText()).toBe(code);
    await expect
      .poll(async () => page.locator('.detail-values__list li').count())
      .toBe((await api(`/remote/device/detail?id=${id}`)).telemetry.length);
    await expect.poll(() => page.locator('.detail-history canvas').count()).toBeGreaterThan(0);
    const warnings = (await api(`/remote/warninginfo/list?devicecode=${code}&pagesize=1`))[0];
    await expect
      .poll(() => page.locator('.detail-alarms').innerText())
      .toContain(warnings.total === 0 ? 'No alarm so far' : `${warnings.total} in all`);

    await shootSizes('device', 'en');
    await setLanguage('zh');
    await page.locator('.detail-nav__what', { hasText: TEXTS.zh.device }).waitFor();
    await shootSizes('device', 'zh');
    await setLanguage('en');

    await page.getByRole('link', { name: `Project view · ${project.name}` }).click();
    await page.waitForURL((url) => url.hash === `#/detail?project=${project.id}`);
    await page.getByRole('heading', { name: project.name }).waitFor();
  });

  it('switches to another project of the caller', async () => {
    const other = (await api('/remote/project/list?pagesize=100'))[0].list.find(
      (candidate: { id: number }) => candidate.id !== project.id,
    );
    await page.locator('.detail-nav__switcher').click();
    await page.locator('.ant-select-item-option', { hasText: other.name }).click();
    await page.waitForURL((url) => url.hash === `#/detail?project=${other.id}`);
    await page.getByRole('heading', { name: other.name }).waitFor();
  });

  it('says on the wall that an unknown or malformed id shows nothing, with the way back', async () => {
    await page.goto(`${platform.url}/#/detail?project=2000000000`);
    await page.getByRole('alert').getByText(TEXTS.en.missing).waitFor();
    await page.goto(`${platform.url}/#/detail?device=2000000000`);
    await page.getByRole('alert').getByText('This device does not exist').waitFor();
    await page.goto(`${platform.url}/#/detail?project=abc`);
    await page.getByRole('alert').getByText('This address names no project or device').waitFor();
    expect(await page.locator('.ant-modal, .ant-message-notice').count()).toBe(0);
    await setLanguage('zh');
    await page.goto(`${platform.url}/#/detail?project=2000000000`);
    await page.getByRole('alert').getByText(TEXTS.zh.missing).waitFor();
    await shoot(page, 'wall-detail-missing-zh-1920x1080');
    await page.getByRole('link', { name: '返回大屏监控' }).click();
    await page.waitForURL((url) => url.hash === '#/screen');
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, callApi } from './api';
import { launchBrowser } from './browser';
import { demoFleetPlatform } from './demo-fleet';
import { type Lang, openPage, shoot, signedIn } from './pages';
import type { RunningPlatform } from './platform';
import { expectStageFits, WALL_SIZES } from './wall-stage';

/**
 * The custom wall on the demo fleet: before any layout it offers the standard one; the editor
 * takes it, a panel is made smaller, a device's live values and a clock are added and the clock
 * moved, and the layout is saved; after a reload the wall shows that layout with live figures, at
 * a control room's and a laptop's size, in both languages, the view and the editor.
 */
const SIZES = WALL_SIZES;
const LAMPS = 'devicetype=1,2,3';

let platform: RunningPlatform;
let browser: Browser;
let bearer: string;
let page: Page;
let lamp: { id: number; devicecode: string };

interface Widget {
  id: string;
  kind: string;
  x: number;
  y: number;
  w: number;
  h: number;
  deviceid?: number;
}

const api = async (path: string) => {
  const answer = await callApi(platform.url, path, bearer);
  expect(answer.status, answer.message).toBe(200);
  return answer.data;
};

/** Waits until the demo lamps have reported: those that never did stop changing. */
async function untilLampsReported() {
  let before = -1;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    const [all, silent] = await Promise.all([
      api(`/remote/device/list?${LAMPS}&pagesize=1`),
      api(`/remote/device/list?${LAMPS}&runstate=0&pagesize=1`),
    ]);
    if (silent[0].total === before && silent[0].total < all[0].total / 2) return;
    before = silent[0].total;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  throw new Error('the demo lamps did not report within 60 s');
}

beforeAll(async () => {
  platform = await demoFleetPlatform();
  bearer = await bearerOf(platform.url);
  await untilLampsReported();
  lamp = (await api(`/remote/device/list?devicetype=2&runstate=1&pagesize=1`))[0].list[0];
  browser = await launchBrowser();
  page = await openPage(browser, 'en', SIZES[0]?.width);
  await page.setViewportSize(SIZES[0] as { width: number; height: number });
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const cell = (id: string) => page.locator(`.custom-wall__cell[data-id="${id}"]`);

/** Drags from the middle of an element by whole cells of the grid as it is drawn now. */
async function dragBy(selector: string, cells: { dx: number; dy: number }) {
  const grid = await page.locator('.custom-wall').boundingBox();
  const from = await page.locator(selector).boundingBox();
  if (!grid || !from) throw new Error(`nothing to drag at ${selector}`);
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + (cells.dx * grid.width) / 24, start.y + (cells.dy * grid.height) / 12, {
    steps: 8,
  });
  await page.mouse.up();
}

async function savedLayouts(): Promise<{
  layouts: { id: number; name: string; widgets: Widget[] }[];
  defaultid: number | null;
}> {
  return api('/remote/walllayout/list');
}

/** Switches the language and waits for the wall drawn again in it. */
async function language(lang: Lang) {
  await page.getByRole('button', { name: lang === 'zh' ? '中文' : 'EN', exact: true }).click();
  await page.getByRole('heading', { name: lang === 'zh' ? '设备运行状态' : 'Fleet by run state' }).waitFor();
  await page.locator('.screen-stage').waitFor();
}

describe('the custom wall', () => {
  it('offers the standard layout before any is saved', async () => {
    expect((await savedLayouts()).layouts).toEqual([]);
    await signedIn(page, platform.url, '/screen-custom');
    await page.getByText('No layout has been saved for this wall yet.').waitFor();
    await shoot(page, 'wall-custom-empty-en-1920x1080');
    await page.getByRole('button', { name: 'Start from the standard layout' }).click();
    await cell('map').waitFor();
    expect(await page.locator('.custom-wall__cell').count()).toBe(8);
  });

  it('builds a layout: a panel resized, a device and a clock added, the clock moved, then saved', async () => {
    // The standard layout fills the grid: the map gives up its lower four rows.
    await dragBy('.custom-wall__cell[data-id="map"] .custom-wall__resize', { dx: 0, dy: -4 });
    await expect.poll(() => cell('map').getAttribute('style')).toContain('height: 50%');

    await page.getByRole('button', { name: 'Add widget' }).click();
    await page.getByRole('menuitem', { name: 'Device live values' }).click();
    const inspector = page.locator('.custom-inspector');
    await inspector.getByRole('combobox', { name: 'Device' }).click();
    await page.keyboard.type(lamp.devicecode);
    await page.locator('.ant-select-item-option').filter({ hasText: lamp.devicecode }).first().click();
    await cell('device-1').locator('.custom-device__values').waitFor();

    await page.getByRole('button', { name: 'Add widget' }).click();
    await page.getByRole('menuitem', { name: 'Clock' }).click();
    await cell('clock-1').waitFor();
    await dragBy('.custom-wall__cell[data-id="clock-1"] .custom-wall__cover', { dx: 0, dy: 2 });

    const name = page.getByRole('textbox', { name: 'Name of the layout' });
    await name.fill('Night shift');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Layout saved').waitFor();
    await page.locator('.ant-message-notice').waitFor({ state: 'detached' });
    for (const size of SIZES) {
      await page.setViewportSize(size);
      for (const lang of ['en', 'zh'] as const) {
        await language(lang);
        await expectStageFits(page, size);
        await shoot(page, `wall-custom-editor-${lang}-${size.width}x${size.height}`);
      }
    }
    await language('en');
    await page.setViewportSize(SIZES[0] as { width: number; height: number });

    const saved = (await savedLayouts()).layouts;
    expect(saved.map((layout) => layout.name)).toEqual(['Night shift']);
    const widgets = new Map(saved[0]?.widgets.map((widget) => [widget.id, widget]));
    expect(widgets.get('map')).toMatchObject({ x: 7, y: 2, w: 10, h: 6 });
    expect(widgets.get('device-1')).toMatchObject({
      kind: 'device',
      x: 7,
      y: 8,
      w: 6,
      h: 4,
      deviceid: lamp.id,
    });
    expect(widgets.get('clock-1')).toMatchObject({ kind: 'clock', x: 13, y: 10, w: 4, h: 2 });
  });

  it('shows the saved layout after a reload, read-only, with live figures', async () => {
    await page.getByRole('button', { name: 'Close editor' }).click();
    await page.locator('.custom-wall--editing').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'Night shift' }).waitFor();
    await cell('device-1').waitFor();
    expect(await page.locator('.custom-wall--editing, .custom-editor-bar').count()).toBe(0);
    const saved = (await savedLayouts()).layouts[0];
    const shown = await page
      .locator('.custom-wall__cell')
      .evaluateAll((cells) => cells.map((element) => element.getAttribute('data-id')).sort());
    expect(shown).toEqual(saved?.widgets.map((widget) => widget.id).sort());

    const summary = await api('/remote/dashboard/summary');
    await expect
      .poll(async () =>
        Number((await page.locator('[data-figure="devices"] b').innerText()).replace(/\D/g, '')),
      )
      .toBe(summary.devices.total);
    await page.locator('.custom-wall__cell[data-id="map"] .screen-map__legend').waitFor();
    // The device's values are what it reported last, whatever it reports meanwhile.
    await expect
      .poll(async () => {
        const detail = await api(`/remote/device/detail?id=${lamp.id}`);
        const voltage = detail.telemetry.find((entry: { key: string }) => entry.key === 'loadVoltage');
        const text = await cell('device-1').locator('[data-key="loadVoltage"] dd').innerText();
        return voltage !== undefined && Number.parseFloat(text) === Number(Number(voltage.value).toFixed(2));
      })
      .toBe(true);

    for (const size of SIZES) {
      await page.setViewportSize(size);
      for (const lang of ['en', 'zh'] as const) {
        await language(lang);
        await expectStageFits(page, size);
        await shoot(page, `wall-custom-${lang}-${size.width}x${size.height}`);
      }
    }
  });
});

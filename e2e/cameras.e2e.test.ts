import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, callApi } from './api';
import { launchBrowser } from './browser';
import { type DemoPlatform, demoFleetPlatform } from './demo-fleet';
import { DESKTOP, type Lang, NARROW, openPage, shoot, signedIn } from './pages';

/**
 * Video monitoring on the demo fleet: four cameras (HZ-…) whose HLS streams the simulator serves
 * and the platform passes on. The monitoring list shows them and plays one; a camera without a
 * stream says so in the user's language; the Addresses form shows the server's refusal under its
 * field; the split screen plays the four at once in four tiles, placed by choosing a tile and then
 * a camera, and shows them again after a reload.
 */

let platform: DemoPlatform;
let browser: Browser;
let bearer: string;
/** A camera of the test's own, without any stream address. */
let silent: { id: number; devicename: string } | undefined;

interface Camera {
  id: number;
  devicecode: string;
  devicename: string;
  projectid: number | null;
}

const words = {
  zh: {
    list: '监控列表',
    split: '将摄像头拖到画面上，或先选择画面再点击摄像头。',
    fourTiles: '4 画面',
    noStream: '该摄像头尚未配置视频流地址',
  },
  en: {
    list: 'Monitoring list',
    split: 'Drag a camera onto a tile, or choose a tile and then a camera.',
    fourTiles: '4 tiles',
    noStream: 'this camera has no stream address yet',
  },
};

async function api(path: string, form?: Record<string, string>) {
  const answer = await callApi(platform.url, path, bearer, form);
  expect(answer.status, `${path}: ${answer.message}`).toBe(200);
  return answer.data;
}

async function demoCameras(): Promise<Camera[]> {
  const { list } = (await api('/remote/camera/list?keyword=HZ-&pagesize=50'))[0];
  return (list as Camera[])
    .filter((camera) => camera.devicecode.startsWith('HZ-'))
    .sort((a, b) => a.devicecode.localeCompare(b.devicecode));
}

beforeAll(async () => {
  platform = await demoFleetPlatform();
  bearer = await bearerOf(platform.url);
  browser = await launchBrowser();
  const [first] = await demoCameras();
  const added = await api('/remote/device/add', {
    projectid: String(first?.projectid ?? ''),
    devicetype: '6',
    devicecode: 'E2E-CAM-SILENT',
    devicename: 'E2E camera without stream',
  });
  silent = added.device;
});

afterAll(async () => {
  if (silent) await api(`/remote/device/delete?ids=${silent.id}`);
  await browser?.close();
  await platform?.stop();
});

async function open(lang: Lang, path: string): Promise<Page> {
  return signedIn(await openPage(browser, lang), platform.url, path);
}

const currentTime = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.currentTime);

/** The video plays: it has started, and its time goes on from where it was. */
async function playing(video: Locator) {
  await expect.poll(() => currentTime(video), { timeout: 45_000 }).toBeGreaterThan(0);
  const started = await currentTime(video);
  await expect.poll(() => currentTime(video), { timeout: 30_000 }).toBeGreaterThan(started + 1);
}

/** The page fits the window's width, and is shot there. */
async function shotAt(page: Page, width: number, name: string) {
  await page.setViewportSize({ width, height: 900 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(width);
  await page.mouse.move(0, 0);
  await shoot(page, name);
}

const tile = (page: Page, index: number) => page.locator(`.split-tile[data-tile="${index}"]`);
/** A camera's row: its name may be its number, so the row is found by the camera's id. */
const row = (page: Page, camera: { id: number }) =>
  page.locator(`.camera-list tr[data-row-key="${camera.id}"]`);

describe('video monitoring', () => {
  it('has the four demo cameras', async () => {
    expect((await demoCameras()).map((camera) => camera.devicecode)).toHaveLength(4);
  });

  for (const lang of ['zh', 'en'] as const) {
    const said = words[lang];

    it(`${lang}: the monitoring list shows the demo cameras and plays one`, async () => {
      const cameras = await demoCameras();
      const page = await open(lang, '/video/list');
      for (const camera of cameras) await row(page, camera).filter({ hasText: camera.devicecode }).waitFor();
      await shotAt(page, DESKTOP, `cameras-list-${lang}-desktop`);

      const [first] = cameras;
      if (!first) throw new Error('no demo camera');
      await row(page, first).click();
      const player = page.locator('.ant-modal').filter({ hasText: first.devicecode });
      await playing(player.locator('video'));
      await shoot(page, `cameras-player-${lang}-desktop`);
      await page.keyboard.press('Escape');
      await player.waitFor({ state: 'hidden' });

      if (!silent) throw new Error('no camera without stream');
      await row(page, silent).click();
      const refused = page.locator('.ant-modal').filter({ hasText: 'E2E-CAM-SILENT' });
      await refused.getByRole('alert').filter({ hasText: said.noStream }).waitFor();
      await shoot(page, `cameras-no-stream-${lang}-desktop`);
      await page.keyboard.press('Escape');
      await refused.waitFor({ state: 'hidden' });

      await shotAt(page, NARROW, `cameras-list-${lang}-900`);
      await page.context().close();
    });

    it(`${lang}: the split screen plays four cameras at once and shows them again after a reload`, async () => {
      const cameras = await demoCameras();
      await api('/remote/camera/layout', { layout: '1', tiles: '[]' });
      const page = await open(lang, '/video/split');
      await page.getByText(said.split).waitFor();
      await page.getByText(said.fourTiles, { exact: true }).click();
      for (const [index, camera] of cameras.entries()) {
        await tile(page, index).getByRole('button').click();
        await page.locator('.camera-tree__camera', { hasText: camera.devicecode }).click();
        await tile(page, index)
          .and(page.locator(`[data-camera="${camera.id}"]`))
          .waitFor();
      }
      for (const index of cameras.keys()) await playing(tile(page, index).locator('video'));
      await shotAt(page, DESKTOP, `cameras-split-${lang}-desktop`);

      const ids = cameras.map((camera) => camera.id);
      await expect.poll(async () => (await api('/remote/camera/layout')).tiles).toEqual(ids);
      await page.reload();
      for (const [index, camera] of cameras.entries()) {
        const shown = tile(page, index).and(page.locator(`[data-camera="${camera.id}"]`));
        await playing(shown.locator('video'));
      }
      await shotAt(page, NARROW, `cameras-split-${lang}-900`);
      await page.context().close();
    });
  }

  it("shows the server's refusal of an address under its field", async () => {
    const [first] = await demoCameras();
    if (!first) throw new Error('no demo camera');
    const page = await open('en', '/video/list');
    await row(page, first).getByRole('button', { name: 'Addresses' }).click();
    const form = page.locator('.ant-modal').filter({ hasText: 'Stream addresses of' });
    const hls = form.getByLabel('HLS address', { exact: true });
    await expect.poll(() => hls.inputValue()).toMatch(/^https?:\/\//);
    await hls.fill('ftp://camera.example/index.m3u8');
    await form.getByRole('button', { name: 'OK' }).click();
    await form
      .locator('.ant-form-item-explain-error', { hasText: 'the HLS address must start with' })
      .waitFor();
    await shoot(page, 'cameras-addresses-refused-en-desktop');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await page.context().close();
  });
});

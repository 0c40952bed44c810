import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, callApi } from './api';
import { launchBrowser } from './browser';
import { type DemoPlatform, demoFleetPlatform } from './demo-fleet';
import { DESKTOP, type Lang, NARROW, openPage, shoot, signedIn } from './pages';

/**
 * Video monitoring on the demo fleet: four cameras (HZ-…) whose HLS streams and still images the
 * simulator serves and the platform passes on. The monitoring list shows them with their still
 * images and plays one, whose frame on screen is saved as a PNG and kept in the media library; a camera without a stream says so
 * in the user's language; the Addresses form shows the server's refusal under its field; the split
 * screen plays the four at once in four tiles, placed by choosing a tile and then a camera, saves a
 * tile's frame, and shows them again after a reload. The demo's PTZ camera turns a step at a time
 * from the pad on its tile, which shows where the camera answered it points.
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
    snapshot: '抓拍',
    kept: '已保存，并存入媒体库的「抓拍」文件夹',
    folder: '抓拍',
  },
  en: {
    list: 'Monitoring list',
    split: 'Drag a camera onto a tile, or choose a tile and then a camera.',
    fourTiles: '4 tiles',
    noStream: 'this camera has no stream address yet',
    snapshot: 'Save snapshot',
    kept: 'Saved, and kept in the media library’s folder Snapshots',
    folder: 'Snapshots',
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

/** The camera's still image in its row, loaded: the browser has decoded a picture. */
async function thumbnailShown(page: Page, camera: { id: number }) {
  const image = row(page, camera).locator('img.camera-thumbnail__image');
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth), {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
}

/**
 * Clicks a snapshot button: the browser downloads a PNG named by the camera and the time, and the
 * same picture is kept in the media library's snapshot folder, named so too.
 */
async function savedSnapshot(page: Page, button: Locator, camera: { devicecode: string }, lang: Lang) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const name = download.suggestedFilename();
  expect(name).toMatch(new RegExp(`^${camera.devicecode}-\\d{8}-\\d{6}\\.png$`));
  const png = await readFile(await download.path());
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  // A PNG's width is at bytes 16 to 20: the size of the video, not of an empty canvas.
  expect(png.readUInt32BE(16)).toBeGreaterThan(0);
  await page.getByText(words[lang].kept).waitFor();
  const [kept] = (await api(`/remote/media/list?keyword=${encodeURIComponent(name)}`))[0].list;
  expect(kept).toMatchObject({
    name,
    folder: words[lang].folder,
    kind: 'image',
    format: 'png',
    size: png.length,
  });
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
      for (const camera of cameras) await thumbnailShown(page, camera);
      await shotAt(page, DESKTOP, `cameras-list-${lang}-desktop`);

      const [first] = cameras;
      if (!first) throw new Error('no demo camera');
      await row(page, first).click();
      const player = page.locator('.ant-modal').filter({ hasText: first.devicecode });
      await playing(player.locator('video'));
      await savedSnapshot(page, player.getByRole('button', { name: said.snapshot }), first, lang);
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
      const [first] = cameras;
      if (!first) throw new Error('no demo camera');
      await savedSnapshot(page, tile(page, 0).getByRole('button', { name: said.snapshot }), first, lang);
      // The button's click is its own: the tile chosen last stays the one chosen.
      expect(await tile(page, 0).getAttribute('class')).not.toContain('is-chosen');
      expect(await tile(page, cameras.length - 1).getAttribute('class')).toContain('is-chosen');
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

  /** The PTZ pad's words, and where the demo's PTZ camera points after `home`. */
  const ptzWords = {
    zh: {
      pad: '云台控制：',
      home: '回到原位',
      right: '向右转',
      down: '向下俯',
      at: (pan: number, tilt: number) => `水平 ${pan}° 俯仰 \u2212${tilt}° 变倍 1×`,
    },
    en: {
      pad: 'Pan, tilt and zoom ',
      home: 'Home position',
      right: 'Pan right',
      down: 'Tilt down',
      at: (pan: number, tilt: number) => `P ${pan}° T \u2212${tilt}° Z 1×`,
    },
  };

  for (const lang of ['zh', 'en'] as const) {
    it(`${lang}: turns a PTZ camera a step from its tile, by mouse and keyboard, and shows where it points`, async () => {
      const said = ptzWords[lang];
      const cameras = await demoCameras();
      const turning = cameras.find((camera) => camera.devicecode === 'HZ-XH-C1');
      const fixed = cameras.find((camera) => camera.devicecode === 'HZ-XH-C2');
      if (!turning || !fixed) throw new Error('no demo cameras HZ-XH-C1 and HZ-XH-C2');
      await api('/remote/camera/layout', { layout: '4', tiles: JSON.stringify([turning.id, fixed.id]) });
      const page = await open(lang, '/video/split');
      const pad = tile(page, 0).getByRole('group', { name: `${said.pad}${turning.devicename}` });
      await pad.waitFor();
      // Only the camera with PTZ has the pad.
      expect(await tile(page, 1).getByRole('group').count()).toBe(0);
      const readout = pad.locator('output');
      const answered = (text: string) =>
        expect.poll(() => readout.textContent(), { timeout: 15_000 }).toBe(text);

      await pad.getByRole('button', { name: said.home }).click();
      await answered(said.at(0, 30));
      await pad.getByRole('button', { name: said.right }).click();
      await answered(said.at(10, 30));
      await pad.getByRole('button', { name: said.down }).focus();
      await page.keyboard.press('Enter');
      await answered(said.at(10, 40));
      // The pad's clicks are its own: the tile chosen stays the empty one after the two cameras.
      expect(await tile(page, 0).getAttribute('class')).not.toContain('is-chosen');
      await shotAt(page, DESKTOP, `cameras-ptz-${lang}-desktop`);

      await page.setViewportSize({ width: NARROW, height: 900 });
      await pad.getByRole('button', { name: said.right }).click();
      await answered(said.at(20, 40));
      await shotAt(page, NARROW, `cameras-ptz-${lang}-900`);
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

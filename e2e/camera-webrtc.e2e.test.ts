import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, callApi } from './api';
import { launchBrowser } from './browser';
import { type BrowserCamera, startBrowserCamera } from './browser-camera';
import { NARROW, openPage, shoot, signedIn } from './pages';
import { type RunningPlatform, sharedPlatform } from './platform';

/**
 * A WebRTC camera played through the platform's WHEP relay: the camera is another browser page
 * sending a counting canvas, behind a password. The viewer's page sends its offer to the platform
 * only, plays the picture that comes by WebRTC, and ends the camera's session when it closes.
 */

let platform: RunningPlatform;
let browser: Browser;
let camera: BrowserCamera;
let cameraId: number;

async function api(bearer: string, path: string, form?: Record<string, string>) {
  const answer = await callApi(platform.url, path, bearer, form);
  expect(answer.status, `${path}: ${answer.message}`).toBe(200);
  return answer.data;
}

beforeAll(async () => {
  platform = await sharedPlatform();
  // Host candidates by address, not by mDNS names that nothing here resolves.
  browser = await launchBrowser(['--disable-features=WebRtcHideLocalIpsWithMdns']);
  camera = await startBrowserCamera(browser);
  const bearer = await bearerOf(platform.url);
  const project = await api(bearer, '/remote/project/add', { name: 'E2E WebRTC harbour' });
  const added = await api(bearer, '/remote/device/add', {
    projectid: String(project.id),
    devicetype: '6',
    devicecode: 'E2E-WEBRTC-1',
    devicename: 'Harbour WebRTC camera',
  });
  cameraId = added.device.id;
  await api(bearer, '/remote/camera/update', { id: String(cameraId), whepurl: camera.whepUrl });
});

afterAll(async () => {
  await camera?.close();
  await browser?.close();
  await platform?.stop();
});

const currentTime = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.currentTime);

describe('a WebRTC camera', () => {
  for (const lang of ['zh', 'en'] as const) {
    it(`${lang}: plays through the platform, which alone talks to the camera, and ends its session on close`, async () => {
      camera.asked.length = 0;
      const page: Page = await signedIn(await openPage(browser, lang), platform.url, '/video/list');
      const calledCamera: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(camera.origin)) calledCamera.push(request.url());
      });

      await page.locator(`.camera-list tr[data-row-key="${cameraId}"]`).click();
      const player = page.locator('.ant-modal').filter({ hasText: 'E2E-WEBRTC-1' });
      const video = player.locator('video');
      await expect.poll(() => currentTime(video), { timeout: 30_000 }).toBeGreaterThan(0);
      const started = await currentTime(video);
      await expect.poll(() => currentTime(video), { timeout: 30_000 }).toBeGreaterThan(started + 1);
      expect(await video.evaluate((element: HTMLVideoElement) => element.videoWidth)).toBe(320);
      await shoot(page, `cameras-webrtc-${lang}-desktop`);
      await page.setViewportSize({ width: NARROW, height: 900 });
      await shoot(page, `cameras-webrtc-${lang}-900`);

      await page.keyboard.press('Escape');
      await player.waitFor({ state: 'hidden' });
      await expect
        .poll(() => camera.asked.map(({ method, path }) => `${method} ${path.replace(/s\d+$/, 'N')}`))
        .toEqual(['POST /whep', 'DELETE /sessions/N']);
      expect(camera.asked.every((request) => request.authorization?.startsWith('Basic '))).toBe(true);
      expect(calledCamera).toEqual([]);
      await page.context().close();
    });
  }
});

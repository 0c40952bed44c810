import zlib from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, callApi } from './api';
import { launchBrowser } from './browser';
import { demoFleetPlatform } from './demo-fleet';
import { openPage, shoot, signedIn } from './pages';
import type { RunningPlatform } from './platform';
import { expectStageFits } from './wall-stage';

/**
 * The 3D view on the demo fleet: a column for every located device, the tour of the projects that
 * a touch stops, a click on a column that opens the device's live card; one page for every size
 * and language.
 */
let platform: RunningPlatform;
let browser: Browser;
let bearer: string;
let page: Page;

beforeAll(async () => {
  platform = await demoFleetPlatform();
  bearer = await bearerOf(platform.url);
  browser = await launchBrowser();
  page = await openPage(browser, 'en', 1366);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signedIn(page, platform.url, '/3d');
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

/** The located devices the map's own points call counts (its header's count, little-endian). */
async function locatedDevices(): Promise<number> {
  const answer = await fetch(`${platform.url}/prod-api/remote/device/points`, {
    headers: { authorization: bearer },
  });
  return Buffer.from(await answer.arrayBuffer()).readUInt32LE(8);
}

const attribute = async (name: string) => page.locator('.three-d').getAttribute(name);

/** The RGB pixels of a PNG screenshot (8-bit RGB or RGBA, any row filter). */
function decodePng(png: Buffer): { width: number; height: number; rgb: (x: number, y: number) => number[] } {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const channels = png[25] === 6 ? 4 : 3;
  const chunks: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') chunks.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = zlib.inflateSync(Buffer.concat(chunks));
  const stride = width * channels;
  const pixels = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)] ?? 0;
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x] ?? 0;
      const left = x >= channels ? (pixels[y * stride + x - channels] ?? 0) : 0;
      const up = y > 0 ? (pixels[(y - 1) * stride + x] ?? 0) : 0;
      const corner = x >= channels && y > 0 ? (pixels[(y - 1) * stride + x - channels] ?? 0) : 0;
      const paeth = () => {
        const p = left + up - corner;
        const [a, b, c] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - corner)];
        return a <= b && a <= c ? left : b <= c ? up : corner;
      };
      const predicted = [0, left, up, (left + up) >> 1, paeth()][filter] ?? 0;
      pixels[y * stride + x] = (value + predicted) & 0xff;
    }
  }
  return {
    width,
    height,
    rgb: (x, y) => [...pixels.subarray(y * stride + x * channels, y * stride + x * channels + 3)],
  };
}

/** Bright points of the map's middle (the columns' lit tops; the ground and its grid are dark). */
async function columnPoints(): Promise<{ x: number; y: number }[]> {
  const box = await page.locator('.three-d__canvas').boundingBox();
  if (!box) throw new Error('no map');
  const clip = {
    x: box.x + box.width * 0.25,
    y: box.y + box.height * 0.2,
    width: box.width * 0.5,
    height: box.height * 0.6,
  };
  const image = decodePng(await page.screenshot({ clip }));
  const found: { x: number; y: number; light: number }[] = [];
  for (let y = 0; y < image.height; y += 3) {
    for (let x = 0; x < image.width; x += 3) {
      const light = Math.max(...image.rgb(x, y));
      if (light > 120) found.push({ x: clip.x + x, y: clip.y + y, light });
    }
  }
  return found.sort((a, b) => b.light - a.light).filter((_, i) => i % 7 === 0);
}

describe('the 3D view', () => {
  it("draws a column for each of the demo fleet's located devices, touring the projects", async () => {
    await page.getByRole('heading', { name: '3D view' }).waitFor();
    expect(await locatedDevices()).toBeGreaterThan(0);
    await expect
      .poll(async () => Number(await attribute('data-total')) - (await locatedDevices()), { timeout: 30_000 })
      .toBe(0);
    await expect
      .poll(async () => Number(await attribute('data-drawn')), { timeout: 30_000 })
      .toBeGreaterThan(0);
    expect(await attribute('data-flyover')).toBe('touring');
    await expectStageFits(page, { width: 1366, height: 768 });
    const legendTotal = await page.locator('.three-d-legend__total').innerText();
    expect(Number(legendTotal.replace(/\D/g, ''))).toBe(Number(await attribute('data-total')));
  });

  it("stops the tour at a click, and shows the clicked device's live card", async () => {
    // The tour rests on its first project (motion is reduced): the columns stand still to be found.
    await expect.poll(async () => (await columnPoints()).length, { timeout: 30_000 }).toBeGreaterThan(0);
    const card = page.locator('.three-d-card');
    for (const point of (await columnPoints()).slice(0, 12)) {
      await page.mouse.click(point.x, point.y);
      if (await card.isVisible()) break;
    }
    await card.waitFor({ timeout: 5_000 });
    expect(await attribute('data-flyover')).toBe('paused');
    expect(await page.locator('.three-d__tour').innerText()).toContain('Tour paused');
    const id = Number(await card.getAttribute('data-device'));
    const device = await callApi(platform.url, `/remote/device/detail?id=${id}`, bearer);
    expect(device.status).toBe(200);
    await expect.poll(() => card.locator('h2').innerText()).toBe(device.data.devicename);
    await card.locator('dd').getByText(device.data.devicecode, { exact: true }).waitFor();
    const link = card.getByRole('link');
    expect(await link.getAttribute('href')).toBe(`#/detail?device=${id}`);
  });

  it('fits 1920×1080 and 1366×768 in both languages', async () => {
    for (const lang of ['en', 'zh'] as const) {
      if (lang === 'zh') await page.getByRole('button', { name: '中文' }).click();
      await page.getByRole('heading', { name: lang === 'zh' ? '三维视图' : '3D view' }).waitFor();
      for (const size of [
        { width: 1366, height: 768 },
        { width: 1920, height: 1080 },
      ]) {
        await page.setViewportSize(size);
        // The stage is scaled to the new window at its resize event.
        const stageEnd = async () => {
          const stage = await page.locator('.screen-stage').boundingBox();
          return [(stage?.x ?? 0) + (stage?.width ?? 0), (stage?.y ?? 0) + (stage?.height ?? 0)].map(
            Math.round,
          );
        };
        await expect.poll(stageEnd).toEqual([size.width, size.height]);
        await shoot(page, `wall-3d-${lang}-${size.width}x${size.height}`);
      }
    }
  });
});
